import { describe, expect, it } from 'vitest';
import { jsDoc, literal, pascalCase } from './typescript-source.ts';

describe('typescript-source', () => {
  it.each([
    ['SE_BY_TIMEOUT', 'SeByTimeout'],
    ['SESSION_END_DUE_MAX_WIN_REACHED', 'SessionEndDueMaxWinReached'],
    ['sessionEndByOperator', 'SessionEndByOperator'],
  ])('turns %s into %s', (name, expected) => {
    expect(pascalCase(name)).toBe(expected);
  });

  it('escapes quotes and backslashes in string literals', () => {
    expect(literal("it's \\d")).toBe("'it\\'s \\\\d'");
  });

  it('defuses a comment terminator inside JSDoc text', () => {
    expect(jsDoc('a */ b')).toBe('/** a *\\/ b */\n');
  });
});
