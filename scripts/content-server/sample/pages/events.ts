/** The events page (veranstaltungen / events) with its Events block; each event has a URL label. */
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import { t } from '../text.ts';
import { addPage, events, newsletterSignup, textWithImage, type EventDef } from './blocks.ts';

export const eventList: EventDef[] = [
  {
    label: 'litho-user-forum-2025',
    title: t('Lithografie-Anwenderforum 2025', 'Lithography User Forum 2025', '2025 光刻用户论坛', 'リソグラフィユーザーフォーラム2025', '2025 微影使用者論壇'),
    description: t(
      'Zwei Tage Erfahrungsaustausch zu Mask Alignern, Scannern und Imprint-Prozessen.',
      'Two days of sharing experience on mask aligners, scanners and imprint processes.',
      '为期两天，围绕掩模对准曝光机、扫描曝光机和压印工艺交流经验。',
      'マスクアライナー、スキャナー、インプリントプロセスについて2日間にわたり情報交換します。',
      '為期兩天，圍繞光罩對準曝光機、掃描曝光機與壓印製程交流經驗。',
    ),
    location: 'Garching bei München, Germany',
    startDate: '2025-10-14',
    endDate: '2025-10-15',
    link: null,
  },
  {
    label: 'microfab-expo-2027',
    title: t('Microfab Expo München 2027', 'Microfab Expo Munich 2027', '2027 慕尼黑微制造展', 'マイクロファブ・エキスポ・ミュンヘン2027', '2027 慕尼黑微製造展'),
    description: t(
      'Besuchen Sie uns in Halle B1, Stand 412: Live-Demo des ACS300 Gen3.',
      'Visit us in hall B1, booth 412: live demo of the ACS300 Gen3.',
      '欢迎莅临 B1 馆 412 展位：ACS300 Gen3 现场演示。',
      'B1ホール412番ブースにてACS300 Gen3のライブデモを行います。',
      '歡迎蒞臨 B1 館 412 攤位：ACS300 Gen3 現場展示。',
    ),
    location: 'Messe München, Germany',
    startDate: '2027-11-16',
    endDate: '2027-11-19',
    link: 'https://microfab-expo.example/exhibitors/vantoro',
  },
  {
    label: 'advanced-packaging-forum-hsinchu-2026',
    title: t('Advanced Packaging Forum Hsinchu', 'Advanced Packaging Forum Hsinchu', '新竹先进封装论坛', '新竹先端パッケージングフォーラム', '新竹先進封裝論壇'),
    description: t(
      'Vortrag: Hybridbonden mit 40 nm Overlay in der Serienfertigung.',
      'Talk: hybrid bonding with 40 nm overlay in volume production.',
      '演讲：量产中实现 40 nm 套刻精度的混合键合。',
      '講演：量産における40 nmオーバーレイのハイブリッド接合。',
      '演講：量產中實現 40 nm 疊對精度的混合鍵合。',
    ),
    location: 'Hsinchu, Taiwan',
    startDate: '2026-09-08',
    endDate: '2026-09-09',
    link: null,
  },
  {
    label: 'open-lab-day-2027',
    title: t('Tag des offenen Labors', 'Open Lab Day', '实验室开放日', 'オープンラボデー', '實驗室開放日'),
    description: t(
      'Führungen durch Reinraum und Anwendungslabor, Vorträge für Studierende.',
      'Tours of the cleanroom and application lab, talks for students.',
      '参观洁净室和应用实验室，并为学生举办讲座。',
      'クリーンルームとアプリケーションラボの見学、学生向け講演。',
      '參觀無塵室與應用實驗室，並為學生舉辦講座。',
    ),
    location: 'Garching bei München, Germany',
    startDate: '2027-03-12',
    endDate: '2027-03-12',
    link: null,
  },
];

export function addEventsPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'veranstaltungen',
    internationalSlug: 'events',
    BackendName: 'Company: Events',
    Headline: t('Veranstaltungen', 'Events', '活动', 'イベント', '活動'),
    pageCategory: 'Company',
    content: [
      textWithImage(
        t(
          'Treffen Sie unsere Prozessexpertinnen und -experten auf Messen, Konferenzen und in unserem Anwendungslabor.',
          'Meet our process experts at trade fairs, conferences and in our application lab.',
          '在展会、会议和我们的应用实验室与工艺专家面对面交流。',
          '展示会、カンファレンス、アプリケーションラボで当社のプロセス専門家にお会いください。',
          '在展會、研討會與我們的應用實驗室與製程專家面對面交流。',
        ),
        img(b, 'cleanroom-careers'),
        'left',
      ),
      events(t('Termine', 'Dates', '日程', '日程', '日程'), eventList, 'events'),
      newsletterSignup(
        t('Keine Veranstaltung verpassen', 'Never miss an event', '不错过任何活动', 'イベント情報をお見逃しなく', '不錯過任何活動'),
        t('Einladungen und Termine per E-Mail.', 'Invitations and dates by email.', '通过电子邮件接收邀请和日程。', '招待状と日程をメールでお届けします。', '透過電子郵件接收邀請與日程。'),
      ),
    ],
  });
}
