import { DEFAULT_CLICK_OUTPUT } from '../audio/clickOutput';
import { loadClickOutput, saveClickOutput } from './clickOutputStore';

const KEY = 'miq.clickOutput';

describe('the click output kept on the device', () => {
  afterEach(() => localStorage.clear());

  it('keeps what was chosen', () => {
    saveClickOutput({ channels: [2, 3], deviceId: 'usb' });
    expect(loadClickOutput()).toEqual({ channels: [2, 3], deviceId: 'usb' });
  });

  it.each([
    ['not JSON', '{channels', DEFAULT_CLICK_OUTPUT],
    ['not an object', '7', DEFAULT_CLICK_OUTPUT],
    [
      'channels that are not whole channel numbers',
      '{"channels":[-1,"2",1.5],"deviceId":"x"}',
      { channels: null, deviceId: 'x' },
    ],
    ['an empty channel list', '{"channels":[],"deviceId":""}', DEFAULT_CLICK_OUTPUT],
    ['a device id that is not text', '{"channels":[0],"deviceId":42}', { channels: [0], deviceId: '' }],
    [
      'cue channels that are not a list',
      '{"channels":[0],"deviceId":"","cueChannels":"1"}',
      { channels: [0], deviceId: '' },
    ],
  ])('reads %s as every channel or the default device, where it is wrong', (_case, stored, expected) => {
    localStorage.setItem(KEY, stored);
    expect(loadClickOutput()).toEqual(expected);
  });

  it('keeps the cues on channels of their own, and leaves them with the click otherwise', () => {
    saveClickOutput({ channels: [0], deviceId: '', cueChannels: [1] });
    expect(loadClickOutput()).toEqual({ channels: [0], deviceId: '', cueChannels: [1] });
    saveClickOutput({ channels: [0], deviceId: '' });
    expect(loadClickOutput()).not.toHaveProperty('cueChannels');
  });

  it('gives the default with nothing stored', () => {
    expect(loadClickOutput()).toEqual(DEFAULT_CLICK_OUTPUT);
  });
});
