import type { ChartDefinition } from '../../components/seating/chart';

/** The designer's definitions: the one shown, the ones before it (undo) and those undone (redo). */
export interface History {
  past: ChartDefinition[];
  present: ChartDefinition;
  future: ChartDefinition[];
  /** The definition last saved (or loaded): the chart has unsaved changes while `present` is another. */
  saved: ChartDefinition;
}

export type HistoryAction =
  /** A new step; it clears what was undone. */
  | { type: 'edit'; definition: ChartDefinition }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A chart (re)loaded: no steps to undo. */
  | { type: 'load'; definition: ChartDefinition }
  /** The server kept `definition`: it is the step shown and the saved one, the steps before it stay. */
  | { type: 'saved'; definition: ChartDefinition };

/** Steps kept for undo. */
export const HISTORY_LIMIT = 100;

export const initialHistory = (definition: ChartDefinition): History => ({ past: [], present: definition, future: [], saved: definition });

export function historyReducer(history: History, action: HistoryAction): History {
  switch (action.type) {
    case 'edit':
      if (action.definition === history.present) return history;
      return { ...history, past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: action.definition, future: [] };
    case 'undo': {
      const previous = history.past[history.past.length - 1];
      if (!previous) return history;
      return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { ...history, past: [...history.past, history.present], present: next, future: rest };
    }
    case 'load':
      return initialHistory(action.definition);
    case 'saved':
      return { ...history, present: action.definition, saved: action.definition };
  }
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;
export const isDirty = (history: History) => history.present !== history.saved;
