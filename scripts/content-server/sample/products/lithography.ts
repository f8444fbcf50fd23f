/** Mask aligners, the projection scanner and photomask equipment of the sample catalog. */
import { m, md } from '../text.ts';
import type { ProductDef } from './types.ts';

export const lithography: ProductDef[] = [
  {
    slug: 'ma300-gen3',
    name: 'MA300 Gen3',
    category: 'MaskAligner',
    sub: 'Automated',
    render: { kind: 'cabinet', modules: 1, loadPorts: 2 },
    headline: m('Automatischer Mask Aligner für 300-mm-Wafer', 'Automated mask aligner for 300 mm wafers'),
    description: m(
      'Der MA300 Gen3 belichtet 300-mm-Wafer im Kontakt- und Proximity-Verfahren mit einer Justiergenauigkeit von bis zu ±0,5 µm. Er ist die wirtschaftliche Wahl für Bumping, Fan-out-Packaging und MEMS in der Serie.',
      'The MA300 Gen3 exposes 300 mm wafers in contact and proximity mode with an alignment accuracy of down to ±0.5 µm. It is the economical choice for bumping, fan-out packaging and MEMS in volume production.',
    ),
    info: m(
      md(
        '## Optik',
        'Die Belichtungsoptik mit Wabenkondensor liefert eine Homogenität besser als 3 % über das ganze Feld. Wechselbare Filter für i-, h- und g-Linie sowie Breitband.',
        '## Justage',
        'Oberseiten- und Rückseitenjustage mit automatischer Markenerkennung; die Keilfehlerkompensation sorgt für parallelen Abstand zwischen Maske und Wafer.',
      ),
      md(
        '## Optics',
        'The exposure optics with a honeycomb condenser deliver a uniformity better than 3 % across the field. Exchangeable filters for i-, h- and g-line as well as broadband.',
        '## Alignment',
        'Top-side and bottom-side alignment with automatic mark recognition; wedge error compensation keeps mask and wafer parallel.',
      ),
    ),
    highlights: [
      m('Justiergenauigkeit bis ±0,5 µm', 'Alignment accuracy down to ±0.5 µm'),
      m('Bis zu 165 Wafer pro Stunde', 'Up to 165 wafers per hour'),
      m('Rückseitenjustage serienmäßig', 'Bottom-side alignment as standard'),
      m('Belichtung von verzogenen Wafern bis 1 mm Bow', 'Exposure of warped wafers up to 1 mm bow'),
    ],
    news: ['cn-ma200-gen3-throughput', 'tp-mask-aligner-diffraction'],
  },
  {
    slug: 'ma200-gen3',
    name: 'MA200 Gen3',
    category: 'MaskAligner',
    sub: 'Automated',
    render: { kind: 'cabinet', modules: 1, loadPorts: 1 },
    headline: m('Der Produktions-Mask-Aligner für 200 mm', 'The production mask aligner for 200 mm'),
    description: m(
      'Der MA200 Gen3 verbindet die bewährte Belichtungsoptik mit einem schnellen Wafer-Handling. Er verarbeitet Substrate von 100 bis 200 mm, transparent oder opak, dünn oder gebondet.',
      'The MA200 Gen3 combines proven exposure optics with fast wafer handling. It processes substrates from 100 to 200 mm, transparent or opaque, thin or bonded.',
    ),
    info: m(
      md('## Typische Anwendungen', 'Leistungshalbleiter, LEDs, Mikrooptik und Sensorik – überall dort, wo große Strukturen schnell und kostengünstig belichtet werden.'),
      md('## Typical applications', 'Power devices, LEDs, micro-optics and sensors – wherever large structures are exposed quickly and cost-effectively.'),
    ),
    highlights: [
      m('Bis zu 140 Wafer pro Stunde', 'Up to 140 wafers per hour'),
      m('Auflösung bis 1,5 µm im Vakuumkontakt', 'Resolution down to 1.5 µm in vacuum contact'),
      m('Handling für Dünnwafer ab 50 µm', 'Thin-wafer handling from 50 µm'),
    ],
    news: ['cn-ma200-gen3-throughput'],
  },
  {
    slug: 'ma12',
    name: 'MA12',
    category: 'MaskAligner',
    sub: 'SemiAutomated',
    render: { kind: 'cabinet', modules: 1 },
    headline: m('Halbautomatischer Mask Aligner für Substrate bis 12 Zoll', 'Semi-automated mask aligner for substrates up to 12 inches'),
    description: m(
      'Der MA12 ist für große und eckige Substrate gebaut: Glaspaneele, Solarzellen und 300-mm-Wafer. Die Bedienerin legt das Substrat ein, Justage und Belichtung laufen automatisch.',
      'The MA12 is built for large and square substrates: glass panels, solar cells and 300 mm wafers. The operator loads the substrate; alignment and exposure run automatically.',
    ),
    info: m(
      md('## Formate', 'Runde Substrate bis 300 mm, eckige bis 12 × 12 Zoll, Dicken bis 10 mm.'),
      md('## Formats', 'Round substrates up to 300 mm, square up to 12 × 12 inches, thicknesses up to 10 mm.'),
    ),
    highlights: [
      m('Eckige Substrate bis 12 × 12 Zoll', 'Square substrates up to 12 × 12 inches'),
      m('Automatische Justage per Bildverarbeitung', 'Automatic alignment by image processing'),
    ],
    news: ['tp-nanoimprint-lenses'],
  },
  {
    slug: 'mjb4',
    name: 'MJB4',
    category: 'MaskAligner',
    sub: 'Manual',
    render: { kind: 'tabletop' },
    headline: m('Manueller Mask Aligner für Forschung und Entwicklung', 'Manual mask aligner for research and development'),
    description: m(
      'Der MJB4 ist der kompakte Einstieg in die Kontaktlithografie. Bruchstücke und Wafer bis 100 mm werden unter dem Splitfield-Mikroskop justiert und mit sub-Mikrometer-Auflösung belichtet.',
      'The MJB4 is the compact entry into contact lithography. Fragments and wafers up to 100 mm are aligned under the split-field microscope and exposed with sub-micron resolution.',
    ),
    info: m(
      md('## Für Labore', 'Kleiner Platzbedarf, einfache Bedienung und schnelle Umrüstung machen den MJB4 zum Standard in Universitätsreinräumen.'),
      md('## For laboratories', 'A small footprint, simple operation and quick changeover make the MJB4 a standard tool in university cleanrooms.'),
    ),
    highlights: [
      m('Auflösung bis 0,8 µm', 'Resolution down to 0.8 µm'),
      m('Bruchstücke ab 5 × 5 mm', 'Fragments from 5 × 5 mm'),
      m('UV-LED-Lichtquelle optional', 'UV LED light source optional'),
    ],
    news: ['tp-mask-aligner-diffraction'],
  },
  {
    slug: 'dsc300-gen3',
    name: 'DSC300 Gen3',
    category: 'ProjectionScanner',
    sub: 'Automated',
    render: { kind: 'scanner', modules: 1, loadPorts: 2 },
    headline: m('Projektionsscanner für Advanced Packaging', 'Projection scanner for advanced packaging'),
    description: m(
      'Der DSC300 Gen3 belichtet Umverdrahtungsebenen und Kupfersäulen mit einer 1:1-Projektionsoptik im Scan-Verfahren. Große Tiefenschärfe und Verzugskompensation machen ihn ideal für rekonstituierte Wafer.',
      'The DSC300 Gen3 exposes redistribution layers and copper pillars with 1:1 projection optics in scanning mode. A large depth of focus and warp compensation make it ideal for reconstituted wafers.',
    ),
    info: m(
      md('## Leistung', 'Auflösung 2 µm Linie/Abstand, Overlay besser als ±1 µm, Tiefenschärfe ±25 µm, Durchsatz bis 100 Wafer pro Stunde.'),
      md('## Performance', 'Resolution 2 µm line/space, overlay better than ±1 µm, depth of focus ±25 µm, throughput up to 100 wafers per hour.'),
    ),
    highlights: [
      m('Keine Kontaktdefekte: Die Maske berührt den Wafer nie', 'No contact defects: the mask never touches the wafer'),
      m('Verzugskompensation bis 2 mm', 'Warp compensation up to 2 mm'),
      m('Ganzfeldbelichtung ohne Stitching', 'Full-field exposure without stitching'),
    ],
    news: ['cn-dsc300-gen3-launch'],
  },
  {
    slug: 'masktrack-pro',
    name: 'MaskTrack Pro',
    category: 'PhotomaskEquipment',
    sub: 'Automated',
    render: { kind: 'cluster', modules: 2, loadPorts: 2 },
    headline: m('Automatische Fotomaskenreinigung und -handhabung', 'Automated photomask cleaning and handling'),
    description: m(
      'MaskTrack Pro reinigt, entlackt und trocknet Fotomasken und Retikel vollautomatisch – von der Binärmaske bis zum EUV-Retikel im Dual-Pod. Partikelfreiheit wird vor dem Ausschleusen geprüft.',
      'MaskTrack Pro cleans, strips and dries photomasks and reticles fully automatically – from binary masks to EUV reticles in dual pods. Particle-free condition is verified before unloading.',
    ),
    info: m(
      md('## Prozesse', 'Megaschall-Reinigung, UV-Ozon, Schwefelsäure-freie Chemie, Spin-Trocknung und Pellikel-Entfernung.'),
      md('## Processes', 'Megasonic cleaning, UV ozone, sulphuric-acid-free chemistry, spin drying and pellicle removal.'),
    ),
    highlights: [
      m('EUV-Dual-Pod-fähig', 'EUV dual-pod capable'),
      m('Partikel ≥ 30 nm unter der Nachweisgrenze', 'Particles ≥ 30 nm below detection limit'),
      m('Chemie ohne Schwefelsäure', 'Sulphuric-acid-free chemistry'),
    ],
    news: ['cn-masktrack-euv-pods'],
  },
  {
    slug: 'hmx-series',
    name: 'HMx Series',
    category: 'PhotomaskEquipment',
    sub: 'SemiAutomated',
    render: { kind: 'cabinet', modules: 1 },
    headline: m('Nassprozessanlagen für Masken und Substrate', 'Wet processing systems for masks and substrates'),
    description: m(
      'Die HMx-Serie entwickelt, ätzt und reinigt Fotomasken-Rohlinge und Quarzsubstrate. Modular aufgebaut, passt sie sich von der Maskenwerkstatt bis zur Pilotlinie an.',
      'The HMx series develops, etches and cleans photomask blanks and quartz substrates. Its modular design adapts from the mask shop to the pilot line.',
    ),
    info: m(
      md('## Module', 'Entwickler, Chromätzung, Lackentfernung und Endreinigung – einzeln oder als Linie.'),
      md('## Modules', 'Developer, chrome etch, resist strip and final clean – standalone or as a line.'),
    ),
    highlights: [
      m('Masken von 5 bis 9 Zoll', 'Masks from 5 to 9 inches'),
      m('Modular erweiterbar', 'Modular and expandable'),
    ],
    news: ['cn-masktrack-euv-pods'],
  },
];
