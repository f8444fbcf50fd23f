/**
 * The QR code of the sample's WeChat official account (../china.ts), as WeChat shows it for scanning. It encodes
 * the address of the account's page on the site, https://vantoro.example/cn/wechat/ (QR version 3, error
 * correction level M), and was encoded once with a QR encoder; the modules are kept here row by row (1 = dark),
 * so the sample renders it like every other picture, without an encoder of its own.
 */
const MODULES = [
  '11111110111110011110001111111',
  '10000010000101101010001000001',
  '10111010100110111101001011101',
  '10111010011110100101001011101',
  '10111010001011110010001011101',
  '10000010110110010110001000001',
  '11111110101010101010101111111',
  '00000000010100111010000000000',
  '10100011001111101001000100101',
  '11011101100111100001101100011',
  '11011010001100010011000111101',
  '01000001001101011010111101000',
  '00101011101011001000101000001',
  '01011100011010010101111100011',
  '00000011000111111001011100001',
  '11000101110010101000001110000',
  '10001010101101110011101100001',
  '01000000101011111101101100111',
  '11110010101010010001100011001',
  '00010000100001000010011000000',
  '11101111000101011000111111010',
  '00000000110110011011100011101',
  '11111110100111111000101010001',
  '10000010011000100011100010001',
  '10111010011011101001111111011',
  '10111010001100111001000011101',
  '10111010100110110100110010011',
  '10000010010011110010111011000',
  '11111110111001011000110010001',
];

/** The QR code as SVG artwork: dark modules on white with the quiet zone of four modules the standard asks for. */
export function wechatQrSvg(size: number): string {
  const quiet = 4;
  const count = MODULES.length + 2 * quiet;
  const rects = MODULES.flatMap((row, y) =>
    [...row].flatMap((bit, x) => (bit === '1' ? [`<rect x="${x + quiet}" y="${y + quiet}" width="1" height="1"/>`] : [])),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${count} ${count}" shape-rendering="crispEdges">` +
    `<rect width="${count}" height="${count}" fill="#fff"/><g fill="#000">${rects.join('')}</g></svg>`
  );
}
