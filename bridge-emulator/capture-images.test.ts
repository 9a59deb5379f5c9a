import { createWorld, applicationOf } from '#contracts/mock-world';
import { ANONYMOUS_SUBJECT, renderCapture, subjectFromWorld } from './capture-images';
import { createPixelCanvas, fontText, textWidth } from './png';

/** Reads a PNG with an independent inflater (DecompressionStream checks the zlib stream and its Adler-32). */
async function readPng(dataUrl: string) {
  const bytes = Uint8Array.from(atob(dataUrl.replace(/^data:image\/png;base64,/, '')), (c) =>
    c.charCodeAt(0),
  );
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let o = 8; o < bytes.length;) {
    const length = view.getUint32(o);
    const type = String.fromCharCode(...bytes.subarray(o + 4, o + 8));
    chunks.push({ type, data: bytes.subarray(o + 8, o + 8 + length) });
    o += 12 + length;
  }
  const header = chunks.find((c) => c.type === 'IHDR')!.data;
  const headerView = new DataView(header.buffer, header.byteOffset);
  const idat = chunks.filter((c) => c.type === 'IDAT').flatMap((c) => [...c.data]);
  const stream = new Response(new Uint8Array(idat)).body!.pipeThrough(new DecompressionStream('deflate'));
  const raw = new Uint8Array(await new Response(stream).arrayBuffer());
  return {
    types: chunks.map((c) => c.type),
    width: headerView.getUint32(0),
    height: headerView.getUint32(4),
    raw,
  };
}

test('without a canvas the camera makes a valid indexed PNG of the expected size', async () => {
  const front = await readPng(renderCapture('idCardFront', ANONYMOUS_SUBJECT).image);
  expect(front.types).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
  expect([front.width, front.height]).toEqual([428, 270]);
  // One filter byte per scanline, one palette index per pixel.
  expect(front.raw.length).toBe(270 * (428 + 1));
  const selfie = await readPng(renderCapture('face', ANONYMOUS_SUBJECT).image);
  expect([selfie.width, selfie.height]).toEqual([240, 320]);
});

test('a picture larger than one stored deflate block still inflates', async () => {
  const canvas = createPixelCanvas(400, 400, [
    [255, 255, 255],
    [0, 0, 0],
  ]);
  canvas.fillRect(10, 10, 50, 50, 1);
  const bytes = canvas.encode();
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  const png = await readPng(`data:image/png;base64,${btoa(binary)}`);
  expect(png.raw.length).toBe(400 * 401);
  expect(png.raw[10 * 401 + 1 + 10]).toBe(1);
  expect(png.raw[9 * 401 + 1 + 10]).toBe(0);
});

test('the document shows the borrower the mock world will read by OCR', () => {
  const world = createWorld({ seed: 7 });
  const user = world.addUser({ mobile: '5512340000' });
  const before = subjectFromWorld(world, user.mobile);
  // The same person once the application (and its identity) exists.
  const identity = applicationOf(world, user).identity;
  const after = subjectFromWorld(world, user.mobile);
  expect(after).toEqual(before);
  expect(after.curp).toBe(identity.curp);
  expect(after.surnames).toBe(identity.lastName);
  expect(renderCapture('idCardFront', after).image).not.toBe(
    renderCapture('idCardFront', ANONYMOUS_SUBJECT).image,
  );
});

test('unknown borrowers and a missing world give the anonymous subject', () => {
  expect(subjectFromWorld(undefined, '5512340000')).toEqual(ANONYMOUS_SUBJECT);
  expect(subjectFromWorld(createWorld(), '5512340000')).toEqual({
    ...ANONYMOUS_SUBJECT,
    mobile: '5512340000',
  });
});

test('the pixel font writes plain capitals: accents are dropped, Ñ becomes N', () => {
  expect(fontText('Peña Núñez')).toBe('PENA NUNEZ');
  expect(textWidth('AB', 2)).toBe(14);
  const canvas = createPixelCanvas(8, 5, [
    [255, 255, 255],
    [0, 0, 0],
  ]);
  expect(canvas.text(0, 0, 'ii', 1)).toBe(8);
});
