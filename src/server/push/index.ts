// Push notifications to the team's phones, and the back office installed as an app: what pages and
// other features call.
export { appIcon, isAppIcon } from './app-icons.ts';
export { appManifest, manifestPath } from './app-manifest.ts';
export { pushChannel } from './push-delivery.ts';
export { pushDevicePost } from './push-devices.ts';
export { queueMeetingPushes, queueNewLeadPushes } from './push-queue.ts';
export { endSubscriptions, firstEnabledDates } from './push.repository.ts';
export { pushSection, pushSettingsPost } from './push-settings-page.ts';
