import { performanceCommandOf } from './performanceKeys';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) => ({ key, altKey: false, ctrlKey: false, metaKey: false, target: document.body, ...extra });

describe('performance mode keys', () => {
  it.each([
    [' ', 'toggle'],
    ['ArrowRight', 'next'],
    ['PageDown', 'next'],
    ['ArrowLeft', 'previous'],
    ['PageUp', 'previous'],
    ['Enter', null],
  ])('%j → %s', (key, command) => {
    expect(performanceCommandOf(press(key))).toBe(command);
  });

  it('leaves keys with a modifier, and keys typed into a field, alone', () => {
    expect(performanceCommandOf(press('PageDown', { ctrlKey: true }))).toBeNull();
    expect(performanceCommandOf(press(' ', { target: document.createElement('input') }))).toBeNull();
  });
});
