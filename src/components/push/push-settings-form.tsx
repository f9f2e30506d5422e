import { Button } from '@/components/ui/button';
import { pushSettingLabels, type PushSettings } from '@/lib/push/push-settings';

/** What rings on my phones: a checkbox per choice, saved together. */
export function PushSettingsForm({ settings, owner }: { settings: PushSettings; owner: boolean }) {
  const labels = pushSettingLabels(owner);
  const keys = Object.keys(labels) as Array<keyof PushSettings>;
  return (
    <form method="post" action="/admin/thong-bao-dien-thoai" className="grid gap-3">
      <input type="hidden" name="action" value="save" />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-bold">Báo cho tôi khi</legend>
        {keys.map((key) => (
          <label key={key} className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name={key}
              defaultChecked={settings[key]}
              className="mt-1 size-5 shrink-0 accent-primary"
            />
            <span>{labels[key]}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="justify-self-start">
        Lưu cài đặt thông báo
      </Button>
    </form>
  );
}
