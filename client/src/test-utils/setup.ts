import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
import { act, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// Lazy route chunks compile on first import; with the three jest projects sharing two CPU cores that
// has taken over the default 1 s, so a findBy* waiting for a lazy page failed while the page was fine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no TextEncoder, which react-router needs at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no IndexedDB (the offline copies, client/src/offline/) nor the structuredClone it stores with.
Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });

// jsdom lacks the layout APIs Mantine touches (media queries, element resize, scrolling).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => undefined;

// jsdom's getComputedStyle throws on the pseudo-element argument some Mantine components pass.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Toasts live in a module-level store; without this one test's toast would leak into the next.
afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

// jsdom has no object URLs (the photo picker previews a chosen file with one).
let objectUrlCount = 0;
Object.assign(URL, {
  createObjectURL: () => `blob:http://localhost/preview-${++objectUrlCount}`,
  revokeObjectURL: () => undefined,
});
