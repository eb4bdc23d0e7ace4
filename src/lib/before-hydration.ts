// What a visitor does on a pre-rendered page in the moment before the app has taken it over, kept:
// - text typed and boxes ticked: hydration resets each field to the app's state, so the values are
//   read before and put back after, through the events React listens to;
// - a form submitted: the page's inline script (bootScript in src/entry-server.tsx) held it, so a
//   password never goes into the URL; it is submitted again once the app runs;
// - a button clicked (the menu, a password's eye): held by the same script and clicked again.

/** Where the inline script holds a submit made before the app started. */
export const HELD_SUBMIT = '__tradecraftHeldSubmit';
/** Where the inline script holds the last button clicked before the app started. */
export const HELD_CLICK = '__tradecraftHeldClick';

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Reads what was typed into `root`'s fields; the returned function, run after hydration, restores it. */
export function keepUserInput(root: HTMLElement): () => void {
  const changed: { field: Field; toggled: boolean; value: string; checked: boolean }[] = [];
  root.querySelectorAll<Field>('input, textarea').forEach((field) => {
    const toggled = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (toggled ? field.checked !== field.defaultChecked : field.value !== field.defaultValue) {
      changed.push({ field, toggled, value: field.value, checked: toggled && field.checked });
    }
  });
  // React keeps what it last wrote to a field and calls onChange only when the field differs from
  // that. Right after hydration it holds the typed value while the app's state is still empty, and
  // the next render would wipe the field; so each field is first set (through React's own setter) to
  // something else, then set back the way a browser does it, which React reports as a change.
  return () => {
    for (const { field, toggled, value, checked } of changed) {
      if (!field.isConnected) continue;
      if (toggled && field instanceof HTMLInputElement) {
        field.checked = !checked;
        field.click();
      } else {
        // What is in the field now, if React has not cleared it yet: typing may have gone on.
        const latest = field.value || value;
        field.value = latest === '' ? ' ' : '';
        const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, latest);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  };
}

/** Marks the app as started (forms and buttons now work through React); a held submit or click is made again. */
export function releaseHeldSubmit(): void {
  document.documentElement.setAttribute('data-app', '');
  const holder = window as unknown as Record<string, unknown>;
  const held = holder[HELD_SUBMIT] as HeldSubmit | undefined;
  const clicked = holder[HELD_CLICK] as HTMLElement | undefined;
  delete holder[HELD_SUBMIT];
  delete holder[HELD_CLICK];
  // After the restored values have rendered, so the handlers read them.
  if (clicked?.isConnected) setTimeout(() => press(clicked), 0);
  if (!held?.form.isConnected) return;
  const { form, submitter } = held;
  const button = submitter?.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : null;
  setTimeout(() => form.requestSubmit(button), 0);
}

/** The whole press again: some controls act on mousedown (Mantine's password eye), most on click. */
function press(target: HTMLElement): void {
  for (const type of ['mousedown', 'mouseup']) target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window, button: 0 }));
  target.click();
}
