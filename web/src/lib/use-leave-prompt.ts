import { useBlocker } from '@tanstack/react-router';

/** The seeds' question before leaving a form with unsaved changes. */
export const LEAVE_PROMPT = 'Leave page with unsaved changes?';

/**
 * While `dirty`, moving elsewhere in the app asks LEAVE_PROMPT first; closing or reloading the tab gets the
 * browser's own warning (browsers no longer show a page's text there).
 */
export function useLeavePrompt(dirty: boolean): void {
  useBlocker({ shouldBlockFn: () => !window.confirm(LEAVE_PROMPT), enableBeforeUnload: dirty, disabled: !dirty });
}
