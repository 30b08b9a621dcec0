import { ContainerModule } from 'inversify';

/**
 * Container token of the loader of the account's ports: the platform's second part (the profile's,
 * deposits' and player protection's adapters, each bound to its core port), a chunk of its own so that
 * a visitor's first paint carries none of their bindings. Tests bind a loader of an empty module (the
 * fake ports module binds every port already).
 */
export const AccountPortsLoader = Symbol('AccountPortsLoader');

/**
 * A feature's container module that resolves the ports of a player's account (profile tabs, deposits,
 * limits, bonuses, messages, player protection): FeatureModules loads the account's ports before it.
 */
export class AccountFeatureModule extends ContainerModule {}
