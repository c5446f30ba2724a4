import { prepareOnFirstInput } from './prepareOnFirstInput';

describe('prepareOnFirstInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['pointermove', 'pointerdown', 'keydown'])(
    'prepares once, in a task after the first %s (whose own handlers run first)',
    (type) => {
      const target = new EventTarget();
      const player = { prepare: jest.fn() };
      const order: string[] = [];
      prepareOnFirstInput({ prepare: () => order.push('prepare') && player.prepare() }, target);
      target.addEventListener(type, () => order.push('handler'));
      jest.runOnlyPendingTimers();
      expect(player.prepare).not.toHaveBeenCalled();
      target.dispatchEvent(new Event(type));
      expect(order).toEqual(['handler']);
      jest.runOnlyPendingTimers();
      expect(order).toEqual(['handler', 'prepare']);
      target.dispatchEvent(new Event('pointerdown'));
      target.dispatchEvent(new Event('keydown'));
      jest.runOnlyPendingTimers();
      expect(player.prepare).toHaveBeenCalledTimes(1);
    },
  );

  it('ignores other events, and its cleanup removes the listeners and cancels a pending prepare', () => {
    const target = new EventTarget();
    const player = { prepare: jest.fn() };
    const stop = prepareOnFirstInput(player, target);
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('focus'));
    jest.runOnlyPendingTimers();
    expect(player.prepare).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerdown'));
    stop();
    jest.runOnlyPendingTimers();
    target.dispatchEvent(new Event('keydown'));
    jest.runOnlyPendingTimers();
    expect(player.prepare).not.toHaveBeenCalled();
  });
});
