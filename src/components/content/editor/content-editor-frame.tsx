import type * as React from 'react';
import { FormAlert, FormNotice } from '@/components/admin/form-message';
import { editorPath } from '@/lib/content/content-kinds';
import { PublishBar } from './publish-bar';
import { ConflictAlert } from './save-status';
import type { ContentEditorState } from './use-content-editor';
import type { AlertOutcome } from './use-publish-actions';

/** How a refusal reads above the form: the server's message (a kind may list its fields too). */
const plainAlert = (outcome: AlertOutcome) => <FormAlert>{outcome.text}</FormAlert>;

/** Around a kind's fields: what stopped the saving, what the last action came to, and the publish bar. */
export function ContentEditorFrame<Fields extends { slug: string }>({
  editor,
  heading,
  alert = plainAlert,
  children,
}: {
  editor: ContentEditorState<Fields>;
  heading?: React.ReactNode;
  alert?: (outcome: AlertOutcome) => React.ReactNode;
  children: React.ReactNode;
}) {
  const { outcome, conflict, words } = editor;
  return (
    <div className="grid min-w-0 gap-6">
      {heading}
      {conflict && <ConflictAlert message={conflict} reloadHref={editorPath(words.kind, editor.itemId)} />}
      {outcome?.tone === 'alert' && alert(outcome)}
      {outcome?.tone === 'notice' && (
        <FormNotice>
          {outcome.text}{' '}
          {outcome.href && (
            <a href={outcome.href} className="text-primary underline underline-offset-4">
              {words.openLive}
            </a>
          )}
        </FormNotice>
      )}
      <PublishBar {...editor.publishBar} />
      {children}
    </div>
  );
}
