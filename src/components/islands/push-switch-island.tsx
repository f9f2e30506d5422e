import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  currentSubscription,
  deviceStateText,
  pushSupported,
  subscribe,
  type DeviceState,
} from '@/lib/push/this-device';
import { withIslandBoundary } from './island-boundary';

const endpoint = '/admin/thong-bao-dien-thoai.json';
const failed = 'Chưa làm được: mất kết nối hoặc máy chủ không trả lời. Vui lòng thử lại.';

async function post(body: unknown): Promise<{ ok: boolean; message: string }> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    return { ok: response.ok, message: answer.message ?? failed };
  } catch {
    return { ok: false, message: failed };
  }
}

/**
 * 'Thông báo trên điện thoại này': turn this browser on or off and send it a test. `known` are the
 * endpoints the server holds for the member: a subscription the browser kept after a sign-out is not
 * one of them, and shows as off until turned on again.
 */
function PushSwitch({ publicKey, known }: { publicKey: string; known: string[] }) {
  const [state, setState] = useState<DeviceState>('checking');
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    currentSubscription()
      .then((found) => {
        setSubscription(found);
        setState(found && known.includes(found.endpoint) ? 'on' : 'off');
      })
      .catch(() => setState('off'));
  }, [known]);

  const turnOn = async () => {
    setBusy(true);
    setMessage('');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const made = await subscribe(publicKey);
      const answer = await post({ action: 'subscribe', subscription: made.toJSON() });
      if (!answer.ok) return setMessage(answer.message);
      // The device list below is the server's: read it again.
      location.assign('/admin/tai-khoan?thong-bao=push_on#thong-bao-dien-thoai');
    } catch {
      setMessage('Trình duyệt chưa đăng ký được nhận thông báo. Kiểm tra kết nối mạng rồi thử lại.');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    if (!subscription) return;
    setBusy(true);
    const answer = await post({ action: 'unsubscribe', endpoint: subscription.endpoint });
    if (answer.ok) {
      await subscription.unsubscribe().catch(() => false);
      location.assign('/admin/tai-khoan?thong-bao=push_off#thong-bao-dien-thoai');
    } else {
      setMessage(answer.message);
      setBusy(false);
    }
  };

  const test = async () => {
    if (!subscription) return;
    setBusy(true);
    setMessage('');
    const answer = await post({ action: 'test', endpoint: subscription.endpoint });
    setMessage(answer.message);
    setBusy(false);
  };

  return (
    <div className="grid gap-3" data-push-state={state}>
      <p>{state === 'checking' ? 'Đang kiểm tra điện thoại này…' : deviceStateText[state]}</p>
      <div className="flex flex-wrap gap-3">
        {state === 'off' && (
          <Button onClick={turnOn} disabled={busy}>
            Bật thông báo trên điện thoại này
          </Button>
        )}
        {state === 'on' && (
          <>
            <Button onClick={test} disabled={busy}>
              Gửi thử
            </Button>
            <Button variant="outline" onClick={turnOff} disabled={busy}>
              Tắt trên điện thoại này
            </Button>
          </>
        )}
      </div>
      <p role="status" className="text-sm">
        {message}
      </p>
    </div>
  );
}

export const PushSwitchIsland = withIslandBoundary(PushSwitch);
