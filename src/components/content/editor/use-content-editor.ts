import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { contentEndpoints, type EditorStart } from '@/lib/content/editor-api';
import type { KindWords } from '../kind-words';
import { leftSlug, slugFollowsAtStart, typedSlug, withTitle } from './slug-follow';
import { useAutosave } from './use-autosave';
import { usePublishActions } from './use-publish-actions';

/** What an editor of one kind tells the shared editor besides where the item starts. */
export interface ContentEditorOptions<Fields> extends EditorStart<Fields> {
  words: KindWords;
  /** The field the slug follows: an article's title, a product's name. */
  titleKey: keyof Fields & string;
  /** The fields the server may refuse, in the form's order: the first refused one gets the focus. */
  fieldOrder: readonly string[];
  /** A field's control in the page (its text box, its date), if it has one. */
  controlOf: (name: string) => HTMLElement | null;
  /** Moves the focus to a field's control; by default, focuses `controlOf(name)`. */
  focusField?: (name: string) => void;
}

/** The inputs whose value is the text a person typed. */
const textInputTypes = new Set(['text', 'search', 'url', 'email', 'tel']);

/**
 * The editing every kind shares: the fields and their marks, autosave, the address following the
 * title, preview, publish, schedule and unpublish. The kind's editor lays out its own fields.
 */
export function useContentEditor<Fields extends { slug: string }>(options: ContentEditorOptions<Fields>) {
  const { itemId, initial, previewHref, historyHref, words, titleKey, fieldOrder, controlOf } = options;
  const focusField = options.focusField ?? ((name: string) => controlOf(name)?.focus());
  const [fields, setFields] = useState(initial);
  const fieldsRef = useRef(initial);
  const titleAndSlug = (current: Fields) => ({ title: String(current[titleKey]), slug: current.slug });
  const [follows, setFollows] = useState(() => slugFollowsAtStart(titleAndSlug(initial), options.everPublished));
  const [everPublished, setEverPublished] = useState(options.everPublished);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const { saver, snapshot } = useAutosave({
    version: options.version,
    fields: initial,
    saveUrl: contentEndpoints.save(itemId),
  });
  const actions = usePublishActions({
    itemId,
    saver,
    words,
    status: options.status,
    publicHref: options.publicHref,
    publishAt: options.publishAt,
    onFieldErrors: (next) => {
      setErrors(Object.fromEntries(fieldOrder.filter((name) => next[name]).map((name) => [name, next[name]!])));
      if (fieldOrder.some((name) => next[name])) setFocusRequest((count) => count + 1);
    },
    onPublished: () => {
      setEverPublished(true);
      setFollows(false);
    },
  });
  const conflict = snapshot.state.kind === 'conflict' ? snapshot.state.message : null;
  const busy = actions.acting || conflict !== null;

  useEffect(() => {
    const name = fieldOrder.find((field) => errors[field]);
    if (focusRequest && name) focusField(name);
    // Only a new refusal moves the focus (`errors` is left out: clearing one while typing must not).
  }, [focusRequest]);

  function commit(next: Fields, changed: Array<keyof Fields>) {
    fieldsRef.current = next;
    setFields(next);
    saver.edit(next);
    if (changed.some((name) => errors[name as string]))
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !changed.includes(name as keyof Fields))),
      );
  }

  const change = (patch: Partial<Fields>) =>
    commit({ ...fieldsRef.current, ...patch }, Object.keys(patch) as Array<keyof Fields>);

  // An editor on a slow connection starts typing before this script has run: the text boxes show
  // the words while the state still holds what the page was served with, so the first save (or a
  // publish) would send the served text and the next render wipe the typed one. What the text boxes
  // hold when the island hydrates becomes the state, once, before anything else renders.
  useEffect(() => {
    const typed: Partial<Record<keyof Fields, string>> = {};
    for (const name of Object.keys(initial) as Array<keyof Fields & string>) {
      const control = controlOf(name);
      // Text only: a picture's file input says '' while the field holds the stored picture's id.
      const isTextBox =
        control instanceof HTMLTextAreaElement ||
        (control instanceof HTMLInputElement && textInputTypes.has(control.type));
      if (isTextBox && typeof initial[name] === 'string' && control.value !== initial[name])
        typed[name] = control.value;
    }
    const title = typed[titleKey];
    if (!Object.keys(typed).length) return;
    const next = { ...fieldsRef.current, ...typed } as Fields;
    // A typed title leads the address, as it does when typed later.
    commit(title === undefined ? next : withTitle(next, titleKey, title, follows), [
      ...(Object.keys(typed) as Array<keyof Fields>),
      'slug',
    ]);
    // Only at hydration: later the text boxes are controlled by the state.
  }, []);

  function onPreview(event: React.MouseEvent<HTMLAnchorElement>) {
    if (!snapshot.unsaved || conflict) return;
    // Open the tab now (a later window.open is taken for a pop-up), load the preview once saved.
    event.preventDefault();
    const tab = window.open('', '_blank');
    void saver.flush().then(() => {
      if (tab) tab.location.href = previewHref;
      else window.location.assign(previewHref);
    });
  }

  return {
    itemId,
    words,
    fields,
    errors,
    follows,
    everPublished,
    change,
    conflict,
    outcome: actions.outcome,
    onTitle: (title: string) => commit(withTitle(fieldsRef.current, titleKey, title, follows), [titleKey, 'slug']),
    onSlug: (slug: string) => {
      setFollows(false);
      change({ slug: typedSlug(slug) } as Partial<Fields>);
    },
    onSlugLeft: () => {
      const left = leftSlug(titleAndSlug(fieldsRef.current), everPublished);
      setFollows(left.follows);
      if (left.slug !== fieldsRef.current.slug) change({ slug: left.slug } as Partial<Fields>);
    },
    publishBar: {
      words,
      status: actions.status,
      scheduledAt: actions.scheduledAt,
      liveHref: actions.liveHref,
      snapshot,
      busy,
      previewHref,
      historyHref,
      onSave: () => void saver.flush(),
      onPreview,
      onPublish: () => void actions.act('publish'),
      onUnpublish: () => void actions.act('unpublish'),
    },
    /** 'Hẹn giờ xuất bản', wherever the kind lays it out. */
    schedule: {
      publishAt: actions.scheduledAt,
      error: errors.publishAt,
      disabled: busy,
      onSchedule: (at: string) => void actions.act('schedule', at),
    },
  };
}

/** The shared editor's state and handlers, as one kind's editor lays them out. */
export type ContentEditorState<Fields extends { slug: string }> = ReturnType<typeof useContentEditor<Fields>>;
