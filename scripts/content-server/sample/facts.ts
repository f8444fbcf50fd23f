/**
 * The company's facts in the sample content, in one place: its offices (addresses, phone numbers), its size and
 * history, and (with the investor-relations figures) the numbers and dates its pages, tiles and PDF documents
 * state. Every text of the sample that names one of these reads it from here, so the pages, the documents and the
 * tiles cannot disagree; tests/unit/sample/facts.test.ts looks for a contradiction across the whole sample.
 */
import { site } from '../../../src/site.config.ts';
import type { LocationDef } from './pages/blocks.ts';
import { same, t } from './text.ts';

/** The company as a whole. */
export const company = {
  name: site.name,
  /** Founded as a workshop for optical measuring instruments. */
  founded: 1954,
  /** People employed worldwide (the Annual Report 2025's figure, at 31 December 2025). */
  employees: 1600,
  /** Nations the employees come from. */
  nations: 48,
} as const;

/** The offices, headquarters first (the contact pages' locations block; the PDFs' office page). */
export const offices: LocationDef[] = [
  {
    name: site.name,
    address: same(`${site.address.street}\n${site.address.postalCode} ${site.address.city}`),
    country: t('Deutschland', 'Germany', '德国', 'ドイツ', '德國'),
    phone: site.address.phone,
    fax: '+49 89 5550 1099',
    email: site.address.email,
  },
  {
    name: 'Vantoro Inc.',
    address: same('2400 Riverside Technology Drive, Suite 300\nAustin, TX 78741'),
    country: t('USA', 'USA', '美国', 'アメリカ', '美國'),
    phone: '+1 512 555 0140',
    fax: null,
    email: 'usa@vantoro.example',
  },
  {
    name: 'Vantoro Japan K.K.',
    address: t(
      'Shin-Yokohama Square 8F, 2-5-1 Shin-Yokohama\nKohoku-ku, Yokohama 222-0033',
      'Shin-Yokohama Square 8F, 2-5-1 Shin-Yokohama\nKohoku-ku, Yokohama 222-0033',
      '日本横滨市港北区新横滨 2-5-1，新横滨广场 8 楼',
      '〒222-0033 神奈川県横浜市港北区新横浜2-5-1 新横浜スクエア8F',
      '日本橫濱市港北區新橫濱 2-5-1，新橫濱廣場 8 樓',
    ),
    country: t('Japan', 'Japan', '日本', '日本', '日本'),
    phone: '+81 45 555 0180',
    fax: '+81 45 555 0181',
    email: 'japan@vantoro.example',
  },
  {
    name: 'Vantoro Taiwan Ltd.',
    address: t(
      'No. 18, Gongye East 3rd Road\nHsinchu Science Park, Hsinchu 300',
      'No. 18, Gongye East 3rd Road\nHsinchu Science Park, Hsinchu 300',
      '台湾新竹科学园区工业东三路 18 号',
      '台湾新竹サイエンスパーク 工業東三路18号',
      '新竹科學園區工業東三路 18 號',
    ),
    country: t('Taiwan', 'Taiwan', '台湾', '台湾', '台灣'),
    phone: '+886 3 555 0160',
    fax: null,
    email: 'taiwan@vantoro.example',
  },
  {
    name: 'Vantoro (Shanghai) Co., Ltd.',
    address: t(
      'Zhangjiang Hi-Tech Park, 1288 Keyuan Road, Building 5\nPudong, Shanghai 201203',
      'Zhangjiang Hi-Tech Park, 1288 Keyuan Road, Building 5\nPudong, Shanghai 201203',
      '上海市浦东新区科苑路 1288 号张江高科技园区 5 号楼，邮编 201203',
      '上海市浦東新区 科苑路1288号 張江ハイテクパーク5号棟',
      '上海市浦東新區科苑路 1288 號張江高科技園區 5 號樓',
    ),
    country: t('China', 'China', '中国', '中国', '中國'),
    phone: '+86 21 5555 0120',
    fax: null,
    email: 'china@vantoro.example',
  },
];
