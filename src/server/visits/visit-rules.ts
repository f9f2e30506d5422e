import type { IncomingMessage, ServerResponse } from 'node:http';
import { isbot } from 'isbot';
import { deviceClassOf } from '../../lib/visits/device-class.ts';
import {
  cleanUtm,
  internalValue,
  otherValue,
  referrerDomain,
  type DeviceClass,
  type VisitDimension,
} from '../../lib/visits/visit-dimensions.ts';

// Which answers are visits, and what each is filed under. A visit is our answer 200 with HTML to a
// GET of a public page, prerendered and cached pages included; not a HEAD, an asset, /admin, an
// error or a redirect, not a signed-in member, not a prefetch or prerender, not a crawler (isbot).

/** A visit as it is added up: its day's dimensions and who made it (address and user agent, in memory only). */
export interface NotedVisit {
  dimensions: Array<[VisitDimension, string]>;
  /** Address and user agent: hashed with the day's salt when the batch is written, never stored. */
  person: string;
}

// Staff: signed in, or signed out on a browser that keeps its two-factor device cookie.
const staffCookies = ['__Host-session=', '__Host-device='];
/** HTML fragments a page's script fetches (the assistant's panel): part of a page, not one. */
const fragment = /\/khung$/;
/** Longest path kept; past it the page is 'khác'. */
const maxPathLength = 200;

// Crawlers and device classes by user agent, remembered: the same few agents make most visits.
const agents = new Map<string, { bot: boolean; device: DeviceClass }>();
const maxAgents = 2000;

function agentOf(userAgent: string): { bot: boolean; device: DeviceClass } {
  let known = agents.get(userAgent);
  if (!known) {
    known = { bot: isbot(userAgent), device: deviceClassOf(userAgent) };
    if (agents.size >= maxAgents) agents.clear();
    agents.set(userAgent, known);
  }
  return known;
}

/** Whether the request may be a visit at all, before it is answered (cheap: it runs on every request). */
export function mayBeVisit(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '';
  if (url.startsWith('/admin') || url.startsWith('/api/') || url.startsWith('/_astro/')) return false;
  const purpose = `${req.headers['sec-purpose'] ?? ''} ${req.headers.purpose ?? ''} ${req.headers['x-purpose'] ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const cookies = req.headers.cookie ?? '';
  return !staffCookies.some((name) => cookies.includes(name));
}

/** The visit `req` and its answer `res` make, or undefined when they make none. */
export function visitOf(req: IncomingMessage, res: ServerResponse, siteHost: string): NotedVisit | undefined {
  if (res.statusCode !== 200) return undefined;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return undefined;
  const userAgent = req.headers['user-agent'] ?? '';
  if (!userAgent) return undefined;
  const agent = agentOf(userAgent.slice(0, 500));
  if (agent.bot) return undefined;
  // The path and query split by hand: most visits carry no query, and this runs for each of them.
  // The address as served: '//admin/login' was made '/admin/login' after mayBeVisit saw it.
  const target = req.url ?? '/';
  if (target.startsWith('/admin')) return undefined;
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  if (fragment.test(path)) return undefined;
  let page = path;
  if (path.includes('%')) {
    try {
      page = decodeURIComponent(path);
    } catch {
      page = otherValue;
    }
  }
  if (page.length > maxPathLength || /[^\x20-\uffff]/u.test(page)) page = otherValue;
  const referrer = req.headers.referer;
  const query = mark < 0 ? undefined : new URLSearchParams(target.slice(mark + 1));
  const from = referrerDomain(Array.isArray(referrer) ? referrer[0] : referrer, siteHost);
  const campaign = {
    source: cleanUtm(query?.get('utm_source')),
    medium: cleanUtm(query?.get('utm_medium')),
    campaign: cleanUtm(query?.get('utm_campaign')),
  };
  // A lead keeps the UTM of the visit's first page for the whole browsing: only a landing (from
  // outside the site, or with UTM values) is filed by source, medium and campaign, so the two compare.
  const landing = from !== internalValue || Object.values(campaign).some(Boolean);
  return {
    dimensions: [
      ['all', ''],
      ['page', page],
      ['referrer', from],
      ...(landing
        ? ([
            ['source', campaign.source],
            ['medium', campaign.medium],
            ['campaign', campaign.campaign],
          ] satisfies NotedVisit['dimensions'])
        : []),
      ['device', agent.device],
    ],
    person: `${String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '')}\n${userAgent.slice(0, 500)}`,
  };
}
