/** Coater and developer systems of the sample catalog. */
import { m, md } from '../text.ts';
import type { ProductDef } from './types.ts';

export const coaters: ProductDef[] = [
  {
    slug: 'acs300-gen3',
    name: 'ACS300 Gen3',
    category: 'CoaterAndDeveloper',
    sub: 'Automated',
    render: { kind: 'cluster', modules: 3, loadPorts: 3 },
    headline: m('Vollautomatischer Belackungs- und Entwicklungscluster für 300 mm', 'Fully automated coat and develop cluster for 300 mm'),
    description: m(
      'Der ACS300 Gen3 vereint Schleuderbelackung, Sprühbelackung, Entwicklung und Heizplatten auf einer Stellfläche von unter 9 m². Er ist für Advanced Packaging, MEMS und Verbindungshalbleiter in der Serienfertigung ausgelegt.',
      'The ACS300 Gen3 combines spin coating, spray coating, developing and bake plates on a footprint below 9 m². It is built for high-volume advanced packaging, MEMS and compound semiconductor lines.',
    ),
    info: m(
      md(
        '## Prozessmodule',
        'Bis zu zwölf Module frei kombinierbar: Spin-Coater mit geschlossenem Rotordeckel für dicke Lacke, Sprühbelacker für Topografien bis 600 µm, Puddle- und Sprühentwickler sowie Heiz- und Kühlplatten bis 250 °C.',
        '## Automatisierung',
        'Drei FOUP-Ladeports, SECS/GEM- und GEM300-Anbindung, Rezepturverwaltung mit Audit-Trail und ein Doppelarm-Roboter für bis zu 140 Wafer pro Stunde.',
      ),
      md(
        '## Process modules',
        'Up to twelve freely configurable modules: spin coaters with a closed rotating cover for thick resists, spray coaters for topography up to 600 µm, puddle and spray developers, and hot and chill plates up to 250 °C.',
        '## Automation',
        'Three FOUP load ports, SECS/GEM and GEM300 connectivity, recipe management with audit trail, and a dual-arm robot for up to 140 wafers per hour.',
      ),
    ),
    highlights: [
      m('Bis zu 140 Wafer pro Stunde', 'Up to 140 wafers per hour'),
      m('Lackschichten von 0,5 µm bis 120 µm', 'Resist films from 0.5 µm to 120 µm'),
      m('Sprühbelackung für extreme Topografien', 'Spray coating for extreme topography'),
      m('GEM300-fähig ab Werk', 'GEM300 ready out of the box'),
    ],
    news: ['cn-acs300-gen3-launch', 'tp-spray-coating-topography'],
    extraDownloads: [['Fab-Layout-Leitfaden', 'Fab layout guide', 'ACS300 Gen3 fab layout guide']],
  },
  {
    slug: 'acs200-gen3',
    name: 'ACS200 Gen3',
    category: 'CoaterAndDeveloper',
    sub: 'Automated',
    render: { kind: 'cluster', modules: 2, loadPorts: 2 },
    headline: m('Automatisierte Lackprozesse für Substrate bis 200 mm', 'Automated resist processing for substrates up to 200 mm'),
    description: m(
      'Der ACS200 Gen3 bringt die Prozessmodule der 300-mm-Plattform in die 150- und 200-mm-Fertigung. Kassetten oder SMIF-Pods, runde und eckige Substrate, Glas und Silizium laufen auf derselben Anlage.',
      'The ACS200 Gen3 brings the process modules of the 300 mm platform to 150 and 200 mm fabs. Cassettes or SMIF pods, round and square substrates, glass and silicon all run on the same tool.',
    ),
    info: m(
      md('## Flexibel im Format', 'Schneller Wechsel zwischen 100, 150 und 200 mm ohne Werkzeug. Eckige Substrate bis 200 × 200 mm werden mit dem optionalen Rotordeckel gleichmäßig belackt.'),
      md('## Flexible formats', 'Tool-free changeover between 100, 150 and 200 mm. Square substrates up to 200 × 200 mm are coated evenly with the optional rotating cover.'),
    ),
    highlights: [
      m('Substrate von 100 bis 200 mm', 'Substrates from 100 to 200 mm'),
      m('Bis zu acht Prozessmodule', 'Up to eight process modules'),
      m('Kleinste Stellfläche ihrer Klasse', 'Smallest footprint in its class'),
    ],
    news: ['cn-acs300-gen3-launch'],
  },
  {
    slug: 'as8',
    name: 'AS8',
    category: 'CoaterAndDeveloper',
    sub: 'SemiAutomated',
    render: { kind: 'cabinet', modules: 1 },
    headline: m('Sprühbelacker für Gräben, Kavitäten und TSVs', 'Spray coater for trenches, cavities and TSVs'),
    description: m(
      'Der AS8 belackt stark strukturierte Oberflächen konform – von V-Gräben in MEMS bis zu Durchkontaktierungen mit hohem Aspektverhältnis. Ultraschallzerstäubung sorgt für feine Tröpfchen und wenig Lackverbrauch.',
      'The AS8 conformally coats highly structured surfaces – from V-grooves in MEMS to high-aspect-ratio vias. Ultrasonic atomisation produces fine droplets and keeps resist consumption low.',
    ),
    info: m(
      md('## Anwendungen', 'Lackbedeckung auf 54,7°-Flanken, Rückseitenkontakte, Passivierung von Sensorstrukturen und Lift-off-Prozesse auf Topografie.'),
      md('## Applications', 'Resist coverage on 54.7° sidewalls, backside contacts, passivation of sensor structures and lift-off processes on topography.'),
    ),
    highlights: [
      m('Konforme Bedeckung bis 600 µm Tiefe', 'Conformal coverage up to 600 µm depth'),
      m('Bis zu 80 % weniger Lackverbrauch', 'Up to 80 % less resist consumption'),
      m('Halbautomatisch mit Rezeptursteuerung', 'Semi-automated with recipe control'),
    ],
    news: ['tp-spray-coating-topography'],
  },
  {
    slug: 'ecd8',
    name: 'ECD8',
    category: 'CoaterAndDeveloper',
    sub: 'SemiAutomated',
    render: { kind: 'cabinet', modules: 2 },
    headline: m('Belacken und Entwickeln in einem Tischgerät', 'Coating and developing in one compact system'),
    description: m(
      'Der ECD8 kombiniert ein Belackungs- und ein Entwicklermodul mit integrierter Heizplatte. Ideal für Pilotlinien, die reproduzierbare Ergebnisse ohne Cluster-Investition brauchen.',
      'The ECD8 combines a coating and a developing module with an integrated hot plate. Ideal for pilot lines that need repeatable results without investing in a cluster.',
    ),
    info: m(
      md('## Bedienung', 'Rezepte werden am Touchpanel angelegt und lassen sich per USB oder Netzwerk auf Produktionsanlagen übertragen.'),
      md('## Operation', 'Recipes are created on the touch panel and can be transferred to production tools via USB or network.'),
    ),
    highlights: [
      m('Zwei Module, eine Anlage', 'Two modules, one tool'),
      m('Rezepte kompatibel zur ACS-Plattform', 'Recipes compatible with the ACS platform'),
      m('Substrate bis 200 mm', 'Substrates up to 200 mm'),
    ],
    news: ['cn-acs300-gen3-launch'],
  },
  {
    slug: 'rcd8',
    name: 'RCD8',
    category: 'CoaterAndDeveloper',
    sub: 'SemiAutomated',
    render: { kind: 'cabinet', modules: 1 },
    headline: m('Schleuderbelacker mit rotierendem Deckel', 'Spin coater with rotating cover'),
    description: m(
      'Beim RCD8 dreht sich der Deckel mit dem Substrat. So bleibt die Lösemittelatmosphäre konstant und dicke Lackschichten trocknen ohne Randwulst – auch auf eckigen Substraten.',
      'On the RCD8 the cover rotates with the substrate. The solvent atmosphere stays constant and thick resist films dry without edge beads – even on square substrates.',
    ),
    info: m(
      md('## Technik', 'Drehzahlen bis 5000 min⁻¹, Beschleunigung bis 10 000 min⁻¹/s, programmierbare Dispensarme für bis zu vier Medien.'),
      md('## Technology', 'Speeds up to 5,000 rpm, acceleration up to 10,000 rpm/s, programmable dispense arms for up to four media.'),
    ),
    highlights: [
      m('Randwulst unter 5 % der Schichtdicke', 'Edge bead below 5 % of film thickness'),
      m('Eckige Substrate bis 8 Zoll', 'Square substrates up to 8 inches'),
    ],
    news: ['tp-spray-coating-topography'],
  },
  {
    slug: 'mcs8',
    name: 'MCS8',
    category: 'CoaterAndDeveloper',
    sub: 'Manual',
    render: { kind: 'tabletop' },
    headline: m('Manueller Schleuderbelacker für Labor und Lehre', 'Manual spin coater for laboratories and teaching'),
    description: m(
      'Der MCS8 ist ein robuster Tisch-Schleuderbelacker mit Vakuumteller und Abluftanschluss. Er eignet sich für Forschung, Prozessentwicklung und die Ausbildung im Reinraum.',
      'The MCS8 is a robust benchtop spin coater with vacuum chuck and exhaust connection. It suits research, process development and cleanroom training.',
    ),
    info: m(
      md('## Ausstattung', 'Programmierbare Drehzahlprofile mit bis zu 20 Schritten, Edelstahl-Prozesskammer, Deckelverriegelung.'),
      md('## Equipment', 'Programmable speed profiles with up to 20 steps, stainless-steel process bowl, interlocked lid.'),
    ),
    highlights: [
      m('Aufstellen, anschließen, belacken', 'Set up, connect, coat'),
      m('Substrate von Bruchstücken bis 200 mm', 'Substrates from fragments to 200 mm'),
    ],
    news: ['cn-service-portal'],
  },
  {
    slug: 'hp8',
    name: 'HP8',
    category: 'CoaterAndDeveloper',
    sub: 'Manual',
    render: { kind: 'tabletop' },
    headline: m('Präzisions-Heizplatte bis 300 °C', 'Precision hot plate up to 300 °C'),
    description: m(
      'Die HP8 härtet Lacke und Polymere mit einer Temperaturhomogenität von ±0,5 K. Kontakt- und Proximity-Modus mit Pins sowie eine Stickstoffspülung sind serienmäßig.',
      'The HP8 bakes resists and polymers with a temperature uniformity of ±0.5 K. Contact and proximity modes with pins and a nitrogen purge come as standard.',
    ),
    info: m(
      md('## Daten', 'Temperaturbereich Raumtemperatur +10 K bis 300 °C, Rampen programmierbar, Substrate bis 200 mm.'),
      md('## Data', 'Temperature range ambient +10 K to 300 °C, programmable ramps, substrates up to 200 mm.'),
    ),
    highlights: [
      m('Homogenität ±0,5 K', 'Uniformity ±0.5 K'),
      m('Proximity-Pins 0,1 bis 1 mm', 'Proximity pins 0.1 to 1 mm'),
    ],
    news: ['tp-spray-coating-topography'],
  },
];
