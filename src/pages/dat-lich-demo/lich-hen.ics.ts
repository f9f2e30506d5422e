import type { APIRoute } from 'astro';
import { deadLinkStatus, meetingOfPage, visitorInvite } from '@/server/booking/meeting-link-page';

export const prerender = false;

/** GET /dat-lich-demo/lich-hen.ics?ma=<view token>: the invitation as a file, for 'Thêm vào lịch'. */
export const GET: APIRoute = async (context) => {
  const view = await meetingOfPage(context, 'view');
  if (!view)
    return new Response('Liên kết này không còn dùng được.\n', {
      status: deadLinkStatus(context),
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  // A cancelled meeting's file takes it off the calendar it was added to.
  return new Response(await visitorInvite(view), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="lich-demo-hotelix.ics"',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
};
