import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { controlId, type ActiveControl, type BackendControl } from '../../domain/backendControls';
import { deferred } from '../../testing/deferred';
import { backendControlsMachine, DEFAULT_DRAFT, selectCanChange } from './backendControls';

const active = (control: BackendControl): ActiveControl => ({
  id: controlId(control.route),
  ...control,
});
const products = active({ route: 'GET /api/products', reply: '503', delayMs: 0 });
const slowCart = active({ route: 'GET /api/user/cart', reply: 'Normal', delayMs: 2000 });

interface FakeBackend {
  load?: () => Promise<ActiveControl[]>;
  add?: (control: BackendControl) => Promise<ActiveControl[]>;
  turnOff?: (id: string) => Promise<ActiveControl[]>;
  turnAllOff?: () => Promise<ActiveControl[]>;
}

/** A backend holding `initial`, each call replaceable and recorded. */
function start(overrides: FakeBackend = {}, initial: ActiveControl[] = [products]) {
  let controls = initial;
  const backend = {
    load: vi.fn(overrides.load ?? (async () => controls)),
    add: vi.fn(
      overrides.add ??
        (async (control: BackendControl) => {
          controls = [...controls, active(control)];
          return controls;
        }),
    ),
    turnOff: vi.fn(
      overrides.turnOff ??
        (async (id: string) => {
          controls = controls.filter((control) => control.id !== id);
          return controls;
        }),
    ),
    turnAllOff: vi.fn(overrides.turnAllOff ?? (async () => (controls = []))),
  };
  const actor = createActor(
    backendControlsMachine.provide({
      actors: {
        loadControls: fromPromise(() => backend.load()),
        addControl: fromPromise(({ input }) => backend.add(input)),
        turnOffControl: fromPromise(({ input }) => backend.turnOff(input)),
        turnAllOff: fromPromise(() => backend.turnAllOff()),
      },
    }),
  );
  actor.start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  const setFromOutside = (next: ActiveControl[]) => {
    controls = next;
  };
  return { actor, backend, settled, setFromOutside, context: () => actor.getSnapshot().context };
}

describe('backendControlsMachine', () => {
  it('loads the controls that are on, with an empty form', async () => {
    const { settled, context } = start();

    await settled();

    expect(context().controls).toEqual([products]);
    expect(context().draft).toEqual(DEFAULT_DRAFT);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi
      .fn<() => Promise<ActiveControl[]>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue([products]);
    const { actor, settled, context } = start({ load });

    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(context().failure).toBe('Failed to fetch');

    actor.send({ type: 'controls.retry' });
    await settled();
    expect(context()).toMatchObject({ controls: [products], failure: undefined });
  });

  it('adds the control the form describes, and takes the list the backend sends', async () => {
    const { actor, backend, settled, context } = start();
    await settled();

    actor.send({ type: 'controls.setRoute', route: 'GET /api/user/cart' });
    actor.send({ type: 'controls.setReply', reply: 'Normal' });
    actor.send({ type: 'controls.setDelay', text: ' 2000 ' });
    actor.send({ type: 'controls.add' });
    expect(selectCanChange(actor.getSnapshot())).toBe(false);
    await settled();

    expect(backend.add).toHaveBeenCalledWith({
      route: 'GET /api/user/cart',
      reply: 'Normal',
      delayMs: 2000,
    });
    expect(context().controls).toEqual([products, slowCart]);
    expect(selectCanChange(actor.getSnapshot())).toBe(true);
  });

  it.each(['', 'abc', '-5', '10001', '2.5'])(
    'a delay of %j is not sent: the delay error shows until the delay is edited',
    async (text) => {
      const { actor, backend, settled, context } = start();
      await settled();

      actor.send({ type: 'controls.setDelay', text });
      actor.send({ type: 'controls.add' });

      expect(actor.getSnapshot().value).toBe('ready');
      expect(context().delayError).toBe(true);
      expect(backend.add).not.toHaveBeenCalled();

      actor.send({ type: 'controls.setDelay', text: '10000' });
      expect(context().delayError).toBe(false);
    },
  );

  it('turns one control off, and then all of them', async () => {
    const { actor, backend, settled, context } = start({}, [products, slowCart]);
    await settled();

    actor.send({ type: 'controls.turnOff', id: products.id });
    await settled();
    expect(backend.turnOff).toHaveBeenCalledWith('get-api-products');
    expect(context().controls).toEqual([slowCart]);

    actor.send({ type: 'controls.turnAllOff' });
    await settled();
    expect(backend.turnAllOff).toHaveBeenCalledOnce();
    expect(context().controls).toEqual([]);
  });

  it('a call that fails keeps the list and says why; the next action clears the failure', async () => {
    const { actor, settled, context } = start({
      turnOff: () => Promise.reject(new Error('Service unavailable')),
    });
    await settled();

    actor.send({ type: 'controls.turnOff', id: products.id });
    await settled();
    expect(context()).toMatchObject({ controls: [products], failure: 'Service unavailable' });

    actor.send({ type: 'controls.turnAllOff' });
    expect(context().failure).toBeUndefined();
    await settled();
    expect(context().controls).toEqual([]);
  });

  it('while a change is on its way, other changes wait; the form can still be edited', async () => {
    const reply = deferred<ActiveControl[]>();
    const { actor, backend, settled, context } = start({ turnAllOff: () => reply.promise });
    await settled();

    actor.send({ type: 'controls.turnAllOff' });
    actor.send({ type: 'controls.turnOff', id: products.id });
    actor.send({ type: 'controls.add' });
    actor.send({ type: 'controls.setReply', reply: '429' });

    expect(backend.turnOff).not.toHaveBeenCalled();
    expect(backend.add).not.toHaveBeenCalled();
    expect(context().draft.reply).toBe('429');
    reply.resolve([]);
    await settled();
    expect(context().controls).toEqual([]);
  });

  it('a change made elsewhere (another tab, the banner) loads the list again', async () => {
    const { actor, backend, settled, setFromOutside, context } = start();
    await settled();

    setFromOutside([slowCart]);
    actor.send({ type: 'controls.changed' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settled();

    expect(backend.load).toHaveBeenCalledTimes(2);
    expect(context().controls).toEqual([slowCart]);
  });

  it('the list can be acted on while it is being loaded again', async () => {
    const { actor, backend, settled, context } = start({
      load: vi
        .fn<() => Promise<ActiveControl[]>>()
        .mockResolvedValueOnce([products])
        .mockReturnValue(new Promise(() => {})),
    });
    await settled();

    actor.send({ type: 'controls.changed' });
    actor.send({ type: 'controls.turnAllOff' });
    await settled();

    expect(backend.turnAllOff).toHaveBeenCalledOnce();
    expect(context().controls).toEqual([]);
  });
});
