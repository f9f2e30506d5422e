import { assistantSlots } from '@/lib/assistant/panel-slots';

// Finding and copying the parts of the panel's server-rendered markup (data-slot names in panel-slots.ts).

type SlotName = keyof typeof assistantSlots;

/** The element of slot `name` inside `root`. */
export function part<T extends Element = HTMLElement>(root: ParentNode, name: SlotName): T {
  return root.querySelector<T>(`[data-slot="${assistantSlots[name]}"]`)!;
}

/** A fresh copy of the first element of template `name` (in the panel). */
export function copyOf(panel: ParentNode, name: SlotName): HTMLElement {
  return part<HTMLTemplateElement>(panel, name).content.firstElementChild!.cloneNode(true) as HTMLElement;
}

/** A send-failure notice saying `message`, with the hotline and Zalo (SendFailure's markup). */
export function failureNotice(panel: ParentNode, message: string): HTMLElement {
  const notice = copyOf(panel, 'failureTemplate');
  notice.querySelector('[data-slot="send-failure-description"]')!.textContent = message;
  return notice;
}

/** Fills the link list of slot `name` in `root` with `links`, or removes its block when there are none. */
export function fillLinks(
  root: ParentNode,
  name: SlotName,
  links: ReadonlyArray<{ title: string; href: string }>,
): void {
  const list = part(root, name);
  if (!links.length) {
    list.parentElement!.remove();
    return;
  }
  const model = list.firstElementChild!;
  list.replaceChildren(
    ...links.map((link) => {
      const item = model.cloneNode(true) as HTMLElement;
      const anchor = item.querySelector('a')!;
      anchor.href = link.href;
      anchor.textContent = link.title;
      return item;
    }),
  );
}
