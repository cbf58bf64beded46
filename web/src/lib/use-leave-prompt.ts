import { useBlocker } from '@tanstack/react-router';

/** The seeds' question before leaving a form with unsaved changes. */
export const LEAVE_PROMPT = 'Leave page with unsaved changes?';

/**
 * While `leaving` holds, moving elsewhere in the app asks LEAVE_PROMPT first; closing or reloading the tab
 * gets the browser's own warning (browsers no longer show a page's text there). Pass a function when it is
 * read at the moment of leaving, e.g. a form that navigates away right after a successful save. `question` replaces
 * LEAVE_PROMPT where the seeds word it otherwise (e.g. a video still uploading).
 */
export function useLeavePrompt(leaving: boolean | (() => boolean), question: string = LEAVE_PROMPT): void {
  const ask = typeof leaving === 'function' ? leaving : () => leaving;
  useBlocker({ shouldBlockFn: () => ask() && !window.confirm(question), enableBeforeUnload: ask });
}
