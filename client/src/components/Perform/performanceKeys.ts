/** What a key does in performance mode: Space plays or stops; arrows and page keys (what Bluetooth page-turner pedals send) move. */
export type PerformanceCommand = 'toggle' | 'next' | 'previous';

const COMMANDS: Record<string, PerformanceCommand> = {
  ' ': 'toggle',
  ArrowRight: 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  PageUp: 'previous',
};

/** The command of a key press, or null (with a modifier, or typed into a field, it stays the field's). */
export function performanceCommandOf(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): PerformanceCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as HTMLElement | null;
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return null;
  return COMMANDS[event.key] ?? null;
}
