/**
 * Text a visitor typed into the server's markup before its components were live. Hydration keeps
 * the DOM nodes but not what they hold: a controlled field's state starts as the server rendered
 * it (the next render writes that back, so the submit sends ''), and react-hook-form's register
 * sets each field to its default value. So the text is taken just before a root or a deferred
 * section hydrates and given back right after, through an `input` event on the same node: every
 * owner of a field's value (useState, react-hook-form) takes it as if the visitor had typed it
 * then. The early-taps controls (`data-early`) have their own replay (lib/early-taps.ts).
 */

type TextControl = HTMLInputElement | HTMLTextAreaElement;
export type TypedValue = { control: TextControl; value: string };

/** Input types that hold typed text (checkboxes and radios are taps, replayed as clicks). */
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'search', 'tel', 'url', 'number']);

function isTextControl(element: Element): element is TextControl {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type);
}

/** A control inside a deferred section that is not live yet: its own hydration gives it back. */
function inertSectionOf(control: Element): boolean {
  return control.closest('[data-deferred]:not([data-hydration="live"])') !== null;
}

/** The text fields under `root` whose value is not what the server rendered. */
export function takeTypedValues(root: ParentNode): TypedValue[] {
  return [...root.querySelectorAll('input, textarea')]
    .filter(isTextControl)
    .filter(
      (control) => control.dataset.early === undefined && control.value !== control.defaultValue,
    )
    .map((control) => ({ control, value: control.value }));
}

/**
 * Right after the fields' owners went live: each field taken gets its text back (what it holds
 * now if hydration left it and the visitor went on typing, else what was taken) and an `input`
 * event, so its owner stores it. Fields still inside an inert deferred section are left to it.
 */
export function giveBackTypedValues(taken: readonly TypedValue[]): void {
  for (const { control, value: typed } of taken) {
    if (!control.isConnected || inertSectionOf(control)) continue;
    const value = control.value !== control.defaultValue ? control.value : typed;
    if (control.value !== value) control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
