// This browser's push, as the account page's switch sees it: whether it can take pushes at all, and
// turning it on (register the service worker, ask permission, subscribe with our key) or off.

/** Where this browser stands. */
export type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

export const serviceWorkerPath = '/admin/sw.js';
export const serviceWorkerScope = '/admin';

/** What the switch says in each state. */
export const deviceStateText: Record<Exclude<DeviceState, 'checking'>, string> = {
  unsupported:
    'Trình duyệt này không nhận được thông báo đẩy. Trên iPhone: mở trang bằng Safari, chọn Chia sẻ → Thêm vào MH chính, rồi mở ứng dụng từ màn hình chính và bật tại đây.',
  denied:
    'Thông báo đang bị chặn cho trang này. Mở phần cài đặt trang của trình duyệt, cho phép Thông báo, rồi tải lại trang.',
  off: 'Điện thoại này chưa nhận thông báo.',
  on: 'Điện thoại này đang nhận thông báo.',
};

/** Whether this browser has what push needs. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The key in the form PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The service worker's registration (registering it when it is not yet). */
export async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(serviceWorkerPath, { scope: serviceWorkerScope });
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const known = await navigator.serviceWorker.getRegistration(serviceWorkerScope);
  return known ? known.pushManager.getSubscription() : null;
}

/**
 * Subscribes with `publicKey`; a subscription made with another key (the server's pair changed) is
 * dropped first, since the push service would refuse our pushes to it.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription> {
  const { pushManager } = await registration();
  const key = keyBytes(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing) {
    const existingKey = existing.options.applicationServerKey;
    const same =
      existingKey &&
      new Uint8Array(existingKey).every((byte, index) => byte === key[index]) &&
      existingKey.byteLength === key.length;
    if (same) return existing;
    await existing.unsubscribe();
  }
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
