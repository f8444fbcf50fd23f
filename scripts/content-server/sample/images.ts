/**
 * The image catalog of the sample content: every picture the pages, products, news and
 * tiles use, as SVG artwork rendered by files.ts. Refer to one with `img(b, key)`.
 */
import { palette } from './art/common.ts';
import { machineRender } from './art/machines.ts';
import {
  bondScene, chartScene, circuitScene, cleanroomScene, dropletScene, mapScene, maskScene, opticsScene, portraitScene, waferScene,
} from './art/scenes.ts';
import { wechatQrSvg } from './art/wechat-qr.ts';
import { fileKey, type ImageSpec } from './files.ts';
import type { SeedBuilder } from './ids.ts';
import { allProducts } from './products/catalog.ts';
import type { ProductCategoryName } from './products/types.ts';

const categoryAccent: Record<ProductCategoryName, string> = {
  CoaterAndDeveloper: palette.turquoise,
  InkjetPrinting: palette.sky,
  MaskAligner: palette.orange,
  Metrology: palette.blue,
  WaferBonder: palette.red,
  PhotomaskEquipment: palette.amber,
  ProjectionScanner: palette.turquoise,
};

type Scene = (o: { width: number; height: number; seed: string; accent?: string }) => string;

/** A scene of the catalog; every one but the portraits is a picture of the image archive (a press original). */
function scene(key: string, fn: Scene, width: number, height: number, alt: string, caption: string, accent?: string, format: ImageSpec['format'] = 'jpeg'): ImageSpec {
  return { key, name: key, alt, caption, width, height, format, svg: fn({ width, height, seed: key, accent }), press: fn !== portraitScene };
}

function sceneSpecs(): ImageSpec[] {
  return [
    scene('hero-wafer', waferScene, 1920, 1080, 'Processed 300 mm wafer with its die grid under cleanroom light', 'Every die counts: a processed 300 mm wafer.'),
    scene('cleanroom-yellow', cleanroomScene, 1600, 900, 'Cleanroom corridor with lithography tools under yellow light', 'Lithography bay under yellow light.'),
    scene('cleanroom-training', cleanroomScene, 1200, 800, 'Training bay in the customer demo cleanroom', 'Hands-on training in our demo cleanroom.'),
    scene('cleanroom-careers', cleanroomScene, 1600, 900, 'Team area next to the assembly cleanroom', 'Where our teams build the next tool generation.'),
    scene('optics-exposure', opticsScene, 1600, 900, 'UV light passing a condenser lens and a mask onto a wafer', 'Exposure optics from condenser to wafer.'),
    scene('optics-imprint', opticsScene, 1200, 900, 'UV light curing an imprint stamp on a wafer', 'UV nanoimprint: replicating structures below 50 nm.', palette.turquoise),
    scene('bond-stack', bondScene, 1600, 900, 'Stack of bonded wafers seen at an angle', 'Wafer stack for 3D integration.'),
    scene('bond-sustainability', bondScene, 1200, 800, 'Layered wafers in calm turquoise tones', 'Less material, less energy per wafer.', palette.turquoise),
    scene('inkjet-droplets', dropletScene, 1600, 900, 'Field of inkjet droplets, the nearest ones in focus', 'Picolitre droplets, placed to within a few micrometres.'),
    scene('photomask-plate', maskScene, 1600, 900, 'Photomask plate with chrome structures', 'A photomask on its way to cleaning.'),
    scene('wafer-metrology', waferScene, 1200, 900, 'Wafer under measurement with highlighted sites', 'Overlay and bow/warp maps in under a minute.', palette.orange),
    scene('wafer-quality', waferScene, 1200, 800, 'Wafer surface in blue tones', 'Quality that can be measured.', palette.blue),
    scene('world-locations', mapScene, 1600, 800, 'Dotted world map with Vantoro locations highlighted', 'Close to our customers on three continents.'),
    scene('investor-chart', chartScene, 1600, 900, 'Bar chart of rising order intake', 'Order intake, quarter by quarter.'),
    scene('investor-report', chartScene, 1200, 675, 'Results chart for the annual report', 'Key figures at a glance.', palette.orange),
    scene('circuit-detail', circuitScene, 1600, 900, 'Circuit traces under a microscope', 'Structures seen under the microscope.'),
    scene('circuit-publication', circuitScene, 1200, 675, 'Microscope image of metal traces', 'From the lab: results of our application team.', palette.sky),
    scene('news-wafer-orange', waferScene, 1200, 675, 'Wafer in warm light', 'A new generation of process equipment.', palette.orange),
    scene('news-optics', opticsScene, 1200, 675, 'Exposure beam on a wafer', 'Throughput upgrade for lithography.', palette.sky),
    scene('news-bond', bondScene, 1200, 675, 'Bonded wafer pair', 'Hybrid bonding for chiplets.', palette.red),
    scene('news-droplets', dropletScene, 1200, 675, 'Inkjet droplets on a blue background', 'Printing instead of coating.', palette.orange),
    scene('news-campus', opticsScene, 1200, 675, 'Exposure light in a university teaching cleanroom', 'Contact exposure in the lab course.', palette.amber),
    scene('news-hsinchu', cleanroomScene, 1200, 675, 'Application lab cleanroom in Hsinchu', 'The application lab in the Hsinchu Science Park.', palette.sky),
    scene('news-hotplate', waferScene, 1200, 675, 'Wafer glowing on a hot plate', 'Even heat to the wafer edge.', palette.red),
    scene('news-mems', circuitScene, 1200, 675, 'Sealed MEMS cavities seen from above', 'Cavities sealed in vacuum.', palette.turquoise),
    scene('news-lab', dropletScene, 1200, 675, 'Test droplets of a new ink in rows', 'Screening inks on the lab system.', palette.sky),
    scene('portrait-service', portraitScene, 600, 600, 'Illustrated portrait of the head of customer service', 'Customer service', palette.sky),
    scene('portrait-ir', portraitScene, 600, 600, 'Illustrated portrait of the head of investor relations', 'Investor relations', palette.turquoise),
    scene('portrait-purchasing', portraitScene, 600, 600, 'Illustrated portrait of the head of purchasing', 'Purchasing', palette.orange),
    scene('portrait-careers', portraitScene, 600, 600, 'Illustrated portrait of the recruiting lead', 'Recruiting', palette.red),
  ];
}

function productSpecs(): ImageSpec[] {
  return allProducts.map((p) => ({
    key: `product-${p.slug}`,
    name: `product-${p.slug}`,
    alt: `${p.name} – ${p.headline.english}`,
    caption: p.name,
    width: 1000,
    height: 750,
    format: 'webp' as const,
    press: true,
    svg: machineRender({ width: 1000, height: 750, seed: p.slug, kind: p.render.kind, accent: categoryAccent[p.category], modules: p.render.modules, loadPorts: p.render.loadPorts }),
  }));
}

/** The QR code of the WeChat official account (its page, ./pages/misc.ts); not a picture of the image archive. */
function qrSpecs(): ImageSpec[] {
  const size = 592;
  return [
    {
      key: 'wechat-qr', name: 'vantoro-wechat-qr', alt: 'QR code of the Vantoro WeChat official account', caption: 'WeChat: Vantoro China',
      width: size, height: size, format: 'webp', press: false, svg: wechatQrSvg(size),
    },
  ];
}

/** All images of the sample content, in a fixed order. */
export function imageSpecs(): ImageSpec[] {
  return [...sceneSpecs(), ...productSpecs(), ...qrSpecs()];
}

/** The UploadFile id of an image of the catalog. */
export const img = (b: SeedBuilder, key: string): string => b.ref('UploadFile', fileKey(key));
