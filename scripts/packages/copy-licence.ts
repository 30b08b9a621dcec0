/**
 * Puts the project's LICENSE beside the package.json of the package being packed (its prepack runs
 * this in the package's folder): npm ships a LICENSE only from the package's own folder, and the one
 * licence of the repository stays a single file (the copies are ignored by git).
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';

copyFileSync(join(import.meta.dirname, '../../LICENSE'), join(process.cwd(), 'LICENSE'));
