import type * as React from 'react';
import { FormAlert, FormNotice } from '@/components/admin/form-message';
import { editorPath } from '@/lib/content/content-kinds';
import { PublishBar } from './publish-bar';
import { ConflictAlert } from './save-status';
import { ScheduleField } from './schedule-field';
import type { ContentEditorState } from './use-content-editor';
import type { AlertOutcome } from './use-publish-actions';

/** How a refusal reads above the form: the server's message (a kind may list its fields too). */
const plainAlert = (outcome: AlertOutcome) => <FormAlert>{outcome.text}</FormAlert>;

/**
 * Around a kind's fields: the heading, the publish bar, what stopped the saving and what the last
 * action came to. With `settings` (the kind's 'Thiết lập', schedule included) the fields and the
 * settings share a grid: one column on a phone, a sidebar beside the writing from 1024 px.
 */
export function ContentEditorFrame<Fields extends { slug: string }>({
  editor,
  heading,
  alert = plainAlert,
  settings,
  children,
}: {
  editor: ContentEditorState<Fields>;
  heading?: React.ReactNode;
  alert?: (outcome: AlertOutcome) => React.ReactNode;
  settings?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { outcome, conflict, words } = editor;
  return (
    <div className="grid min-w-0 gap-4">
      {heading}
      {conflict && <ConflictAlert message={conflict} reloadHref={editorPath(words.kind, editor.itemId)} />}
      <PublishBar {...editor.publishBar} />
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
      {settings ? (
        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          {children}
          {settings}
        </div>
      ) : (
        <>
          <ScheduleField {...editor.schedule} />
          {children}
        </>
      )}
    </div>
  );
}
