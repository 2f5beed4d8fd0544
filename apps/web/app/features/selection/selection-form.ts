import { parseSelection, type SelectionState } from './selection-state.ts';

const OPPOSITE: Record<string, string> = { include: 'exclude', exclude: 'include' };

/**
 * The choice a filter form holds right after one of its checkboxes changed. Ticking "with" an
 * ingredient clears its "without" box and the other way round, in the form itself, so what the
 * shopper sees and what is sent agree.
 */
export function selectionFromForm(form: HTMLFormElement, changed: EventTarget | null): SelectionState {
  if (changed instanceof HTMLInputElement && changed.checked && OPPOSITE[changed.name]) {
    const other = form.querySelector<HTMLInputElement>(`input[name="${OPPOSITE[changed.name]}"][value="${CSS.escape(changed.value)}"]`);
    if (other) other.checked = false;
  }
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return parseSelection(params);
}
