/** Wafer bonders, inkjet printers and metrology of the sample catalog. */
import { m, md } from '../text.ts';
import type { ProductDef } from './types.ts';

export const bonders: ProductDef[] = [
  {
    slug: 'xbc300-gen2',
    name: 'XBC300 Gen2',
    category: 'WaferBonder',
    sub: 'Automated',
    render: { kind: 'cluster', modules: 4, loadPorts: 3 },
    headline: m('Bond-Cluster für Hybrid- und Fusionsbonden', 'Bonding cluster for hybrid and fusion bonding'),
    description: m(
      'Die XBC300 Gen2 vereint Plasmaaktivierung, Reinigung, Justage und Bonden von 300-mm-Wafern in einer Vakuumplattform. Sie ist ausgelegt für 3D-Integration mit Hybridbond-Pitches unter 1 µm.',
      'The XBC300 Gen2 combines plasma activation, cleaning, alignment and bonding of 300 mm wafers in one vacuum platform. It is designed for 3D integration with hybrid bonding pitches below 1 µm.',
    ),
    info: m(
      md(
        '## Justage',
        'Wafer-zu-Wafer-Overlay von 40 nm (3σ) dank Infrarot-Durchlichtmessung und geregelter Bondwelle.',
        '## Module',
        'Bis zu sechs Module: Plasma, Megaschall-Reinigung, Justier-Bonder, Debonder, Metrologie, Temperstation.',
      ),
      md(
        '## Alignment',
        'Wafer-to-wafer overlay of 40 nm (3σ) thanks to infrared transmission measurement and a controlled bond wave.',
        '## Modules',
        'Up to six modules: plasma, megasonic clean, aligner-bonder, debonder, metrology, anneal station.',
      ),
    ),
    highlights: [
      m('Overlay 40 nm (3σ)', 'Overlay 40 nm (3σ)'),
      m('Integrierte Inline-Metrologie', 'Integrated inline metrology'),
      m('Bis zu 25 Bondpaare pro Stunde', 'Up to 25 bond pairs per hour'),
    ],
    news: ['cn-xbc300-hybrid-bonding', 'tp-hybrid-bonding-overlay'],
  },
  {
    slug: 'xbs300',
    name: 'XBS300',
    category: 'WaferBonder',
    sub: 'Automated',
    render: { kind: 'cluster', modules: 3, loadPorts: 2 },
    headline: m('Automatisches Bondsystem für 300 mm', 'Automated bonding system for 300 mm'),
    description: m(
      'Die XBS300 bondet anodisch, eutektisch, per Thermokompression oder mit Klebstoff – bis 550 °C und 100 kN Bondkraft. Gleichförmige Druckverteilung sorgt für porenfreie Verbindungen.',
      'The XBS300 bonds anodically, eutectically, by thermocompression or with adhesives – up to 550 °C and 100 kN bond force. Uniform pressure distribution produces void-free bonds.',
    ),
    info: m(
      md('## Prozessfenster', 'Temperaturen bis 550 °C, Vakuum bis 10⁻⁵ mbar, Bondkraft bis 100 kN, Spannung bis 2000 V für anodisches Bonden.'),
      md('## Process window', 'Temperatures up to 550 °C, vacuum down to 10⁻⁵ mbar, bond force up to 100 kN, voltage up to 2,000 V for anodic bonding.'),
    ),
    highlights: [
      m('Alle gängigen Bondverfahren', 'All common bonding methods'),
      m('Bondkraft bis 100 kN', 'Bond force up to 100 kN'),
    ],
    news: ['tp-hybrid-bonding-overlay'],
  },
  {
    slug: 'xbs200',
    name: 'XBS200',
    category: 'WaferBonder',
    sub: 'Automated',
    render: { kind: 'cluster', modules: 2, loadPorts: 2 },
    headline: m('Automatisches Bondsystem für MEMS bis 200 mm', 'Automated bonding system for MEMS up to 200 mm'),
    description: m(
      'Die XBS200 ist das Arbeitspferd der MEMS-Verkappung: Vakuumverkappung von Inertialsensoren, Mikrofonen und Drucksensoren mit reproduzierbarem Innendruck.',
      'The XBS200 is the workhorse of MEMS capping: vacuum encapsulation of inertial sensors, microphones and pressure sensors with repeatable cavity pressure.',
    ),
    info: m(
      md('## Verkappung', 'Getter-Aktivierung in situ, Innendruck einstellbar von 10⁻³ mbar bis Atmosphäre.'),
      md('## Capping', 'In-situ getter activation, cavity pressure adjustable from 10⁻³ mbar to atmosphere.'),
    ),
    highlights: [
      m('Bis zu vier Bondkammern', 'Up to four bond chambers'),
      m('In-situ-Getter-Aktivierung', 'In-situ getter activation'),
    ],
    news: ['tp-hybrid-bonding-overlay'],
  },
  {
    slug: 'sb8-gen2',
    name: 'SB8 Gen2',
    category: 'WaferBonder',
    sub: 'SemiAutomated',
    render: { kind: 'cabinet', modules: 1 },
    headline: m('Halbautomatischer Substratbonder', 'Semi-automated substrate bonder'),
    description: m(
      'Der SB8 Gen2 überträgt Produktionsprozesse in die Entwicklung: dieselbe Bondkammer wie die XBS-Systeme, manuell beladen. Rezepte laufen ohne Anpassung auf den Serienanlagen.',
      'The SB8 Gen2 brings production processes into development: the same bond chamber as the XBS systems, loaded manually. Recipes run unchanged on the production tools.',
    ),
    info: m(
      md('## Übertragbarkeit', 'Identische Heizplatten, Druckregelung und Software wie die automatischen Bonder.'),
      md('## Transferability', 'Identical heaters, pressure control and software as the automated bonders.'),
    ),
    highlights: [
      m('Rezepte 1:1 übertragbar', 'Recipes transfer 1:1'),
      m('Substrate bis 200 mm', 'Substrates up to 200 mm'),
    ],
    news: ['tp-hybrid-bonding-overlay'],
  },
  {
    slug: 'xb8',
    name: 'XB8',
    category: 'WaferBonder',
    sub: 'Manual',
    render: { kind: 'tabletop' },
    headline: m('Kompakter Bonder für Labor und Prototypen', 'Compact bonder for laboratories and prototypes'),
    description: m(
      'Der XB8 bondet Stücke und Wafer bis 200 mm auf dem Labortisch – mit Heizung bis 450 °C, Vakuumkammer und Spannungsquelle für anodisches Bonden.',
      'The XB8 bonds pieces and wafers up to 200 mm on the lab bench – with heating up to 450 °C, a vacuum chamber and a voltage supply for anodic bonding.',
    ),
    info: m(md('## Einsatz', 'Prototypen, Lehre und Materialforschung.'), md('## Use', 'Prototypes, teaching and materials research.')),
    highlights: [m('Heizung bis 450 °C', 'Heating up to 450 °C'), m('Passt auf jeden Labortisch', 'Fits on any lab bench')],
    news: ['cn-service-portal'],
  },
  {
    slug: 'jetx',
    name: 'JetX',
    category: 'InkjetPrinting',
    sub: 'Automated',
    render: { kind: 'printer', modules: 2 },
    headline: m('Industrieller Inkjet-Drucker für funktionale Schichten', 'Industrial inkjet printer for functional layers'),
    description: m(
      'Der JetX druckt Lacke, Klebstoffe, Dielektrika und leitfähige Tinten maskenlos auf Wafer und Paneele. Nur dort, wo Material gebraucht wird – mit Tropfenplatzierung besser als ±5 µm.',
      'The JetX prints resists, adhesives, dielectrics and conductive inks mask-free onto wafers and panels. Material goes only where it is needed – with drop placement better than ±5 µm.',
    ),
    info: m(
      md('## Druckköpfe', 'Bis zu vier Piezo-Druckköpfe mit je 1024 Düsen, Tropfenvolumen 1 bis 30 pl, beheizte Tintenversorgung.'),
      md('## Print heads', 'Up to four piezo print heads with 1,024 nozzles each, drop volumes 1 to 30 pl, heated ink supply.'),
    ),
    highlights: [
      m('Tropfenplatzierung ±5 µm', 'Drop placement ±5 µm'),
      m('Substrate bis 650 × 550 mm', 'Substrates up to 650 × 550 mm'),
      m('Bis zu 90 % weniger Materialverbrauch', 'Up to 90 % less material consumption'),
    ],
    news: ['cn-jetx-display', 'tp-inkjet-resist'],
  },
  {
    slug: 'lp50',
    name: 'LP50',
    category: 'InkjetPrinting',
    sub: 'Manual',
    render: { kind: 'tabletop' },
    headline: m('Inkjet-Laborsystem für die Materialentwicklung', 'Inkjet lab system for material development'),
    description: m(
      'Das LP50 ist das Werkzeug für Tintenentwicklung und Machbarkeitsstudien: Kartuschen statt Tanks, Tropfenkamera und Prozessparameter, die sich direkt auf den JetX übertragen lassen.',
      'The LP50 is the tool for ink development and feasibility studies: cartridges instead of tanks, a drop-watcher camera and process parameters that transfer directly to the JetX.',
    ),
    info: m(md('## Daten', 'Druckfläche 210 × 210 mm, Substrattisch beheizbar bis 60 °C.'), md('## Data', 'Print area 210 × 210 mm, substrate table heatable to 60 °C.')),
    highlights: [m('Tropfenkamera integriert', 'Integrated drop watcher'), m('Parameter übertragbar auf JetX', 'Parameters transfer to JetX')],
    news: ['tp-inkjet-resist'],
  },
  {
    slug: 'dsm8-200-gen2',
    name: 'DSM8/200 Gen2',
    category: 'Metrology',
    sub: 'Automated',
    render: { kind: 'cabinet', modules: 1, loadPorts: 1 },
    headline: m('Overlay- und Schichtdickenmesssystem', 'Overlay and film thickness metrology system'),
    description: m(
      'Das DSM8/200 Gen2 misst Vorder- zu Rückseiten-Overlay, Lackdicke, Bow und Warp von Wafern bis 200 mm. Messdaten fließen direkt in die Korrekturwerte der Mask Aligner und Bonder zurück.',
      'The DSM8/200 Gen2 measures front-to-back overlay, resist thickness, bow and warp of wafers up to 200 mm. The data feeds straight back into the correction values of the mask aligners and bonders.',
    ),
    info: m(
      md('## Messverfahren', 'Infrarot-Durchlichtmikroskopie, Weißlichtinterferometrie und kapazitive Dickenmessung in einem System.'),
      md('## Methods', 'Infrared transmission microscopy, white-light interferometry and capacitive thickness measurement in one system.'),
    ),
    highlights: [
      m('Overlay-Wiederholbarkeit 15 nm (3σ)', 'Overlay repeatability 15 nm (3σ)'),
      m('Regelkreis mit Mask Alignern und Bondern', 'Closed loop with mask aligners and bonders'),
      m('Bow/Warp-Karte in unter 60 s', 'Bow/warp map in under 60 s'),
    ],
    news: ['tp-metrology-bow-warp'],
  },
];
