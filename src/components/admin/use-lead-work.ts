import { useState, type SubmitEvent } from 'react';
import { showDueToday } from '@/lib/sales/due-today';
import { leadWorkMessages, type LeadWorkAnswer, type LeadWorkErrors, type LeadWorkSaved } from '@/lib/sales/lead-work';

/**
 * Sends the work form by script to the lead's page (the same post as without JavaScript, answered in
 * JSON), so the page stays where it is. A refusal or a lost connection changes nothing on screen but
 * the messages: the form is uncontrolled, so everything typed stays.
 */
export function useLeadWork(leadId: string, onSaved: (answer: LeadWorkSaved) => void) {
  const [errors, setErrors] = useState<LeadWorkErrors>({});
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setPending(true);
    try {
      const response = await fetch(`/admin/leads/${encodeURIComponent(leadId)}`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      });
      const answer = (await response.json().catch(() => undefined)) as LeadWorkAnswer | undefined;
      if (answer?.ok) {
        setErrors({});
        setProblem(undefined);
        if (answer.dueToday !== undefined) showDueToday(answer.dueToday);
        onSaved(answer);
      } else {
        setErrors(answer?.errors ?? {});
        setProblem(answer?.message ?? leadWorkMessages.offline);
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }
    } catch {
      setProblem(leadWorkMessages.offline);
    } finally {
      setPending(false);
    }
  }

  return { errors, problem, pending, submit };
}
