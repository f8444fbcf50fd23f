/** `/{lang}/event/{label}.ics`: an event's calendar file in the page's language (src/views/event-calendar.ts). */
import type { APIRoute } from 'astro';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { eventCalendarStaticPaths, type EventCalendarProps } from '../../../site/static-paths.ts';
import { eventCalendar } from '../../../views/event-calendar.ts';

export const getStaticPaths = eventCalendarStaticPaths;

export const GET: APIRoute = ({ params, props, locals, site, url }) => {
  const { label, path } = props as EventCalendarProps;
  const locale = params.lang as LocaleCode;
  const reader = locals.site;
  reader.recordAs(path);
  const { event } = reader.event(label);
  const page = reader.eventLink(locale, label);
  const body = page && eventCalendar({ locale, label, event, pageUrl: new URL(page, site ?? url).href, today: reader.today() });
  if (!body) return new Response(null, { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
