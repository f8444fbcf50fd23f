/** Contact people and locations of the (fictional) company, shared by several pages. */
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import { t } from '../text.ts';
import { offices } from '../facts.ts';
import type { EmployeeDef, LocationDef } from './blocks.ts';

/** The contact people the pages show, by role. */
export type Employees = Record<'service' | 'ir' | 'purchasing' | 'careers', EmployeeDef>;

export function employees(b: SeedBuilder): Employees {
  return {
    service: {
      name: 'Dr. Lena Hartmannsberger',
      title: 'Head of Customer Service',
      image: img(b, 'portrait-service'),
      telephone: '+49 89 5550 1400',
      fax: '+49 89 5550 1499',
      email: 'service@vantoro.example',
      freetext: 'Hotline 24/7: +49 89 5550 1444',
      cardText: t(
        'Ihre Ansprechpartnerin für Serviceverträge, Ersatzteile und Upgrades.',
        'Your contact for service contracts, spare parts and upgrades.',
        '服务合同、备件与升级事宜，请联系她。',
        'サービス契約、スペアパーツ、アップグレードの窓口です。',
        '服務合約、備品與升級事宜，請與她聯繫。',
      ),
    },
    ir: {
      name: 'Tobias Reinhold',
      title: 'Head of Investor Relations',
      image: img(b, 'portrait-ir'),
      telephone: '+49 89 5550 1200',
      fax: null,
      email: 'ir@vantoro.example',
      freetext: null,
      cardText: t(
        'Fragen zur Aktie, zu Finanzberichten und zur Hauptversammlung beantwortet Ihnen das IR-Team.',
        'The IR team answers your questions about the share, financial reports and the Annual General Meeting.',
        '有关股票、财务报告和股东大会的问题，请咨询投资者关系团队。',
        '株式、財務報告、株主総会に関するご質問はIRチームがお答えします。',
        '有關股票、財務報告與股東大會的問題，請洽投資人關係團隊。',
      ),
    },
    purchasing: {
      name: 'Sabine Okonkwo-Berg',
      title: 'Head of Strategic Purchasing',
      image: img(b, 'portrait-purchasing'),
      telephone: '+49 89 5550 1600',
      fax: '+49 89 5550 1699',
      email: 'purchasing@vantoro.example',
      freetext: null,
      cardText: t(
        'Sie möchten Lieferant werden? Schreiben Sie uns mit einer kurzen Vorstellung Ihres Unternehmens.',
        'Would you like to become a supplier? Write to us with a short introduction of your company.',
        '希望成为我们的供应商？请发送贵公司的简要介绍。',
        'サプライヤー登録をご希望の方は、会社概要を添えてご連絡ください。',
        '希望成為我們的供應商？請寄送貴公司的簡要介紹。',
      ),
    },
    careers: {
      name: 'Kenji Marlow',
      title: 'Talent Acquisition Lead',
      image: img(b, 'portrait-careers'),
      telephone: '+49 89 5550 1800',
      fax: null,
      email: 'jobs@vantoro.example',
      freetext: null,
      cardText: t(
        'Fragen zu Bewerbung, Praktikum oder Abschlussarbeit? Ich freue mich auf Ihre Nachricht.',
        'Questions about applying, internships or a thesis? I look forward to hearing from you.',
        '关于求职、实习或毕业论文有疑问？期待您的来信。',
        '応募、インターンシップ、卒業研究についてのご質問をお待ちしています。',
        '關於求職、實習或畢業論文有疑問？期待您的來信。',
      ),
    },
  };
}

/** The offices of the contact pages: the sample's one list of addresses (../facts.ts). */
export const locationList: LocationDef[] = offices;
