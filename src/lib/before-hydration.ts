// What a visitor does on a pre-rendered page in the moment before the app has taken it over, kept:
// - text typed and boxes ticked: the page's inline script (bootScript in src/entry-server.tsx)
//   records every field's latest value from the first event on, until the app has started; React
//   hydrates each field with the app's (empty) state, so once it has taken the page over the recorded
//   values are put back through the events React listens to. Typing while React is hydrating counts
//   too: React builds a field's change tracker from what is in the field then, and would never report
//   that text or that tick as a change;
// - a form submitted: the same script held it, so a password never goes into the URL; it is
//   submitted again once the app runs;
// - a button clicked (the menu, a password's eye): held by the same script and clicked again.

/** Where the inline script holds a submit made before the app started. */
export const HELD_SUBMIT = '__tradecraftHeldSubmit';
/** Where the inline script holds the last button clicked before the app started. */
export const HELD_CLICK = '__tradecraftHeldClick';
/** Where the inline script records, per field, the latest value and checked state before the app started. */
export const TYPED_INPUT = '__tradecraftTypedInput';

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Typed {
  value: string;
  checked: boolean;
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * Notes what differs from the page's HTML in `root`'s fields now (a browser may restore a form
 * without any event); the returned function, run once the app has hydrated the page, puts every
 * field back as the visitor left it: as the inline script recorded it, or else as noted here.
 */
export function keepUserInput(root: HTMLElement): () => void {
  const noted = new Map<Field, Typed>();
  root.querySelectorAll<Field>('input, textarea, select').forEach((field) => {
    if (field instanceof HTMLSelectElement) return; // a select's default is its markup's `selected`; only the record knows a change
    const differs = isToggle(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    if (differs) noted.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  });
  return () => {
    // A copy: putting a field back is an event the inline script records too (moving it to the end).
    const recorded = new Map(((window as unknown as Record<string, unknown>)[TYPED_INPUT] as Map<Field, Typed> | undefined) ?? []);
    // Noted first, then recorded in the order of the last change (a radio group ends on its last pick).
    for (const [field, typed] of noted) if (!recorded.has(field)) putBack(field, typed);
    for (const [field, typed] of recorded) putBack(field, typed);
  };
}

// React keeps what it last saw in a field and calls onChange only when the field differs from that.
// Right after hydration it may hold the typed value while the app's state is still empty, and the
// next render would wipe the field; so each field is first set (through the property React watches)
// to something else, then set back the way a browser does it, which React reports as a change.
function putBack(field: Field, { value, checked }: Typed): void {
  if (!field.isConnected) return;
  if (isToggle(field)) {
    if (field.type === 'radio' && !checked) return; // unchecked by its group's later pick, put back after it
    field.checked = !checked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(field, checked);
    // A plain event, not a click: it toggles nothing, and works even while the visitor's own click
    // is being dispatched (React may take the page over during it, where click() would do nothing).
    field.dispatchEvent(new Event('click', { bubbles: true }));
  } else if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    field.value = value === '' ? ' ' : '';
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Marks the app as started (forms and buttons now work through React); a held submit or click is made again. */
export function releaseHeldSubmit(): void {
  document.documentElement.setAttribute('data-app', '');
  const holder = window as unknown as Record<string, unknown>;
  const held = holder[HELD_SUBMIT] as HeldSubmit | undefined;
  const clicked = holder[HELD_CLICK] as HTMLElement | undefined;
  delete holder[HELD_SUBMIT];
  delete holder[HELD_CLICK];
  delete holder[TYPED_INPUT];
  // After the restored values have rendered, so the handlers read them.
  if (clicked?.isConnected) setTimeout(() => press(clicked), 0);
  if (!held?.form.isConnected) return;
  const { form, submitter } = held;
  const button = submitter?.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : null;
  setTimeout(() => form.requestSubmit(button), 0);
}

/** The whole press again: some controls act on mousedown (Mantine's password eye), most on click. */
function press(target: HTMLElement): void {
  for (const type of ['mousedown', 'mouseup'])
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window, button: 0 }));
  target.click();
}
