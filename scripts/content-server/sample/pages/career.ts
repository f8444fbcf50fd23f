/** Career pages: careers, jobs and the career footer targets of docs/navigation.md §8 (pageCategory Career). */
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import { employees as staff, nations } from '../figures.ts';
import { md, t } from '../text.ts';
import {
  accordion, addPage, informationTiles, openPositions, pageMetaNavigation, pageRef, textareaAll, textWithEmployeeCard, textWithImage, youtube,
} from './blocks.ts';
import { employees, type Employees } from './people.ts';

const OPEN_POSITIONS = t('Offene Stellen', 'Open positions', '招聘职位', '募集職種', '職缺');

export function addCareerPages(b: SeedBuilder): void {
  const people = employees(b);
  addCareersOverviewPage(b, people);
  addJobsPage(b);
  addWhoWeArePage(b);
  addProfessionalsPage(b);
  addCareersFaqPage(b);
  addOpenPositionsPage(b);
  addYoungProfessionalsPage(b);
}

function addCareersOverviewPage(b: SeedBuilder, people: Employees): void {
  addPage(b, {
    slug: 'karriere',
    internationalSlug: 'careers',
    BackendName: 'Career: overview',
    Headline: t('Karriere', 'Careers', '加入我们', '採用情報', '加入我們'),
    content: [
      textWithImage(
        t(
          md('## Bauen Sie mit uns die Anlagen, auf denen Chips entstehen', 'Bei Vantoro arbeiten Physikerinnen, Mechatroniker, Softwareentwicklerinnen und Servicetechniker Hand in Hand – vom ersten Konzept bis zur Inbetriebnahme beim Kunden.'),
          md('## Build the machines that chips are made on', 'At Vantoro, physicists, mechatronics engineers, software developers and service technicians work hand in hand – from the first concept to commissioning at the customer\'s site.'),
          md('## 与我们一起打造制造芯片的设备', '在 Vantoro，物理学家、机电工程师、软件开发人员和服务技术人员通力协作——从最初的概念到客户现场的调试。'),
          md('## チップを生み出す装置を一緒につくりませんか', 'Vantoroでは、物理学者、メカトロニクスエンジニア、ソフトウェア開発者、サービス技術者が、最初のコンセプトからお客様先での立ち上げまで一緒に取り組んでいます。'),
          md('## 與我們一起打造製造晶片的設備', '在 Vantoro，物理學家、機電工程師、軟體開發人員與服務技術人員通力合作——從最初的概念到客戶現場的裝機。'),
        ),
        img(b, 'cleanroom-careers'),
        'left',
      ),
      pageMetaNavigation(t('Ihr Einstieg', 'Your way in', '入职通道', '入社への道', '入職管道'), [
        { label: t('Wer wir sind', 'Who we are', '关于我们', '私たちについて', '關於我們'), page: pageRef(b, 'wer-wir-sind') },
        { label: t('Berufserfahrene', 'Professionals', '社会招聘', '経験者採用', '專業人才招募'), page: pageRef(b, 'berufserfahrene') },
        { label: t('Young Professionals', 'Young professionals', '校园招聘', '新卒・若手採用', '校園招募'), page: pageRef(b, 'young-professionals') },
        { label: OPEN_POSITIONS, page: pageRef(b, 'offene-stellen') },
      ]),
      textWithEmployeeCard(t('Fragen zur Bewerbung?', 'Questions about applying?', '对申请有疑问？', '応募に関するご質問は？', '對應徵有疑問？'), people.careers),
    ],
  });
}

function addJobsPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'jobs',
    internationalSlug: 'jobs',
    BackendName: 'Career: jobs',
    Headline: t('Jobs', 'Jobs', '职位', '求人', '職缺'),
    content: [
      textareaAll(t(
        'Alle offenen Stellen in Deutschland, den USA und Asien. Filtern Sie nach Standort und Fachbereich.',
        'All open positions in Germany, the USA and Asia. Filter by location and field.',
        '德国、美国和亚洲的所有招聘职位，可按地点和专业领域筛选。',
        'ドイツ、米国、アジアのすべての募集職種。勤務地と職種で絞り込めます。',
        '德國、美國與亞洲的所有職缺，可依地點與專業領域篩選。',
      )),
      openPositions(OPEN_POSITIONS, 'vantoro-careers-widget', 'positions'),
    ],
  });
}

function addWhoWeArePage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'wer-wir-sind',
    internationalSlug: 'who-we-are',
    BackendName: 'Career: Who we are',
    Headline: t('Wer wir sind', 'Who we are', '关于我们', '私たちについて', '關於我們'),
    pageCategory: 'Career',
    content: [
      textareaAll(t(
        `Ein mittelständisches Hightech-Unternehmen mit kurzen Wegen: ${staff('de')} Menschen aus ${nations('de')} Nationen, flexible Arbeitszeiten und ein eigenes Weiterbildungsprogramm.`,
        `A mid-sized high-tech company with short decision paths: ${staff('en')} people from ${nations('en')} nations, flexible working hours and our own training programme.`,
        `一家决策高效的中型高科技企业：来自 ${nations('cn')} 个国家的 ${staff('cn')} 名员工、弹性工作时间以及自有的培训计划。`,
        `意思決定の速い中堅ハイテク企業です。${nations('jp')}か国出身の${staff('jp')}名、フレックスタイム、独自の研修プログラム。`,
        `一家決策高效的中型高科技企業：來自 ${nations('tw')} 個國家的 ${staff('tw')} 名員工、彈性工時以及自有的培訓計畫。`,
      )),
      youtube(t('Ein Tag im Reinraum', 'A day in the cleanroom', '洁净室里的一天', 'クリーンルームの一日', '無塵室裡的一天'), 'vNt0CrDay01'),
    ],
  });
}

function addProfessionalsPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'berufserfahrene',
    internationalSlug: 'professionals',
    BackendName: 'Career: Professionals',
    Headline: t('Berufserfahrene', 'Professionals', '社会招聘', '経験者採用', '專業人才招募'),
    pageCategory: 'Career',
    content: [
      textareaAll(t(
        'Ob Optikdesign, Robotik, Prozesstechnik oder Field Service: Bringen Sie Ihre Erfahrung in Projekte ein, die weltweit in Fabs laufen.',
        'Whether optical design, robotics, process engineering or field service: bring your experience to projects that run in fabs worldwide.',
        '无论是光学设计、机器人、工艺技术还是现场服务：将您的经验投入到在全球晶圆厂运行的项目中。',
        '光学設計、ロボティクス、プロセス技術、フィールドサービスなど、世界中のファブで稼働するプロジェクトで経験を活かしてください。',
        '無論是光學設計、機器人、製程技術或現場服務：將您的經驗投入在全球晶圓廠運作的專案中。',
      )),
      openPositions(OPEN_POSITIONS, 'vantoro-careers-widget-professionals'),
    ],
  });
}

function addCareersFaqPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'karriere-faq',
    internationalSlug: 'careers-faq',
    BackendName: 'Career: FAQ',
    Headline: t('Karriere-FAQ', 'Careers FAQ', '招聘常见问题', '採用に関するFAQ', '招募常見問題'),
    pageCategory: 'Career',
    content: [
      accordion(null, [
        [
          t('Wie bewerbe ich mich?', 'How do I apply?', '如何申请？', '応募方法は？', '如何應徵？'),
          t('Über das Formular der jeweiligen Stelle; ein Anschreiben ist optional.', 'Through the form of the position; a cover letter is optional.', '通过相应职位的表单申请；求职信可选。', '各求人のフォームからご応募ください。カバーレターは任意です。', '透過各職缺的表單應徵；求職信可選。'),
        ],
        [
          t('Wie lange dauert das Verfahren?', 'How long does the process take?', '流程需要多长时间？', '選考期間はどのくらいですか？', '流程需要多久？'),
          t('In der Regel drei bis vier Wochen bis zur Entscheidung.', 'Usually three to four weeks until a decision.', '通常三到四周内做出决定。', '通常、結果まで3～4週間です。', '通常三到四週內做出決定。'),
        ],
        [
          t('Kann ich remote arbeiten?', 'Can I work remotely?', '可以远程办公吗？', 'リモートワークは可能ですか？', '可以遠端工作嗎？'),
          t('Viele Stellen erlauben bis zu drei Tage mobiles Arbeiten pro Woche.', 'Many positions allow up to three days of remote work per week.', '许多职位每周可远程办公最多三天。', '多くの職種で週3日までのリモートワークが可能です。', '許多職缺每週可遠端工作最多三天。'),
        ],
      ]),
    ],
  });
}

function addOpenPositionsPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'offene-stellen',
    internationalSlug: 'open-positions',
    BackendName: 'Career: Open positions',
    Headline: OPEN_POSITIONS,
    pageCategory: 'Career',
    content: [openPositions(OPEN_POSITIONS, 'vantoro-careers-widget', 'positions')],
  });
}

function addYoungProfessionalsPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'young-professionals',
    internationalSlug: 'young-professionals',
    BackendName: 'Career: Young professionals',
    Headline: t('Young Professionals', 'Young Professionals', '校园招聘', '新卒・若手採用', '校園招募'),
    pageCategory: 'Career',
    content: [
      textareaAll(t(
        'Ausbildung, duales Studium, Praktikum, Abschlussarbeit oder Trainee-Programm: Bei uns übernehmen Sie vom ersten Tag an Verantwortung.',
        'Apprenticeship, dual study programme, internship, thesis or trainee programme: with us, you take on responsibility from day one.',
        '职业培训、双元制学习、实习、毕业论文或管培生项目：在 Vantoro，您从第一天起就能独当一面。',
        '職業訓練、デュアルスタディ、インターンシップ、卒業研究、トレーニープログラムなど、入社初日から責任ある仕事をお任せします。',
        '職業訓練、雙軌制學程、實習、畢業論文或儲備幹部計畫：在 Vantoro，您從第一天起就能獨當一面。',
      )),
      informationTiles([
        {
          backendLabel: 'young-internship', Label: t('Praktikum', 'Internship', '实习', 'インターンシップ', '實習'),
          Content: t('3 bis 6 Monate in Entwicklung oder Fertigung.', '3 to 6 months in development or production.', '在研发或生产部门实习 3 至 6 个月。', '開発または製造部門で3～6か月。', '在研發或生產部門實習 3 至 6 個月。'),
          Link: { content_page: pageRef(b, 'offene-stellen'), product_page: null, link: null }, CTAButtonLabel: t('Stellen ansehen', 'See positions', '查看职位', '募集職種を見る', '查看職缺'),
          size: 'small', BackgroundImage: null, backgroundColor: 'turquoise', showArrow: true, customCssClass: null, fontColor: 'white', order: 1,
        },
        {
          backendLabel: 'young-thesis', Label: t('Abschlussarbeit', 'Thesis', '毕业论文', '卒業研究', '畢業論文'),
          Content: t('Bachelor- und Masterarbeiten mit Reinraumzugang.', "Bachelor's and master's theses with cleanroom access.", '本科及硕士毕业论文，可使用洁净室。', 'クリーンルームを使える学士・修士論文。', '學士及碩士畢業論文，可使用無塵室。'),
          Link: { content_page: null, product_page: null, link: 'mailto:jobs@vantoro.example' }, CTAButtonLabel: t('Thema anfragen', 'Ask for a topic', '咨询课题', 'テーマを相談する', '洽詢題目'),
          size: 'small', BackgroundImage: null, backgroundColor: 'lightblue', showArrow: false, customCssClass: null, fontColor: 'blue', order: 2,
        },
      ]),
    ],
  });
}
