import { describe, expect, it } from 'vitest';
import { createActor, setup, toPromise } from 'xstate';
import { callbackNotProvided, messageOf, notProvided, present } from './support';

describe('messageOf', () => {
  it("gives an Error's message, and any other value as text", () => {
    expect(messageOf(new Error('The cart is gone.'))).toBe('The cart is gone.');
    expect(messageOf('offline')).toBe('offline');
    expect(messageOf(404)).toBe('404');
  });
});

describe('present', () => {
  it('gives the value the machine made sure of, and names it when it is missing', () => {
    expect(present('token-1', 'token')).toBe('token-1');
    expect(present(0, 'index')).toBe(0);
    expect(() => present(undefined, 'token')).toThrow('No token here.');
    expect(() => present(null, 'order')).toThrow('No order here.');
  });
});

describe('stand-ins for actors the app has not provided', () => {
  it('a promise actor fails, naming the actor', async () => {
    const actor = createActor(notProvided<string>('loadCart')).start();
    await expect(toPromise(actor)).rejects.toThrow('No loadCart actor was provided.');
  });

  it('a callback actor fails, naming the actor', () => {
    const machine = setup({ actors: { ticks: callbackNotProvided('ticks') } }).createMachine({
      invoke: { src: 'ticks' },
    });
    const actor = createActor(machine);
    actor.subscribe({ error: () => {} });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(messageOf(actor.getSnapshot().error)).toBe('No ticks actor was provided.');
  });
});
