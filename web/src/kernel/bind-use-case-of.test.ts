import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindUseCaseOf } from './bind-use-case-of.ts';

const Greetings = Symbol.for('Greetings');
const Names = Symbol.for('Names');

class GreetUseCase {
  readonly greeting: string;
  constructor(greetings: { readonly hello: string }, names: readonly string[]) {
    this.greeting = `${greetings.hello}, ${names.join(' & ')}`;
  }
}

const ports = new ContainerModule(({ bind }) => {
  bind(Greetings).toConstantValue({ hello: 'Sveiki' });
  bind(Names).toConstantValue(['Anna', 'Jānis']);
});

describe('bindUseCaseOf', () => {
  it('builds the use-case from its dependencies in their order, once for the app', () => {
    const container = new Container();
    container.load(
      ports,
      new ContainerModule((options) => {
        bindUseCaseOf(options, GreetUseCase, [Greetings, Names]);
      }),
    );

    const useCase = container.get(GreetUseCase);
    expect([useCase.greeting, container.get(GreetUseCase)]).toEqual(['Sveiki, Anna & Jānis', useCase]);
  });

  it('leaves a binding a module loaded before made', () => {
    const container = new Container();
    const first = new GreetUseCase({ hello: 'Labdien' }, ['Anna']);
    container.load(
      ports,
      new ContainerModule(({ bind }) => {
        bind(GreetUseCase).toConstantValue(first);
      }),
      new ContainerModule((options) => {
        bindUseCaseOf(options, GreetUseCase, [Greetings, Names]);
      }),
    );

    expect(container.get(GreetUseCase)).toBe(first);
  });
});
