import { readDeviceChoice, saveDeviceChoice } from './deviceStore';

const parse = ({ port }: Record<string, unknown>) => ({ port: typeof port === 'string' ? port : '' });
const NONE = { port: '' };

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('a choice kept on this device', () => {
  it('comes back as saved', () => {
    saveDeviceChoice('miq.test', { port: 'out-2' });
    expect(readDeviceChoice('miq.test', NONE, parse)).toEqual({ port: 'out-2' });
  });

  it('is the fallback where none was saved, it is not JSON, or not an object', () => {
    expect(readDeviceChoice('miq.test', NONE, parse)).toBe(NONE);
    localStorage.setItem('miq.test', '{broken');
    expect(readDeviceChoice('miq.test', NONE, parse)).toBe(NONE);
    localStorage.setItem('miq.test', '42');
    expect(readDeviceChoice('miq.test', NONE, parse)).toBe(NONE);
  });

  it('does not throw where storage refuses the write', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => saveDeviceChoice('miq.test', { port: 'out-2' })).not.toThrow();
  });
});
