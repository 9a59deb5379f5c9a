import type { CaptureMode } from '#contracts/bridge';
import { makeIdentity, type BorrowerIdentity, type MockUser, type MockWorld } from '#contracts/mock-world';
import { createPixelCanvas, fontText, toBase64, type PixelCanvas, type Rgb } from './png';

/**
 * The emulated camera: pictures of the borrower's INE (front and back) and a selfie, drawn from what the
 * mock world knows about them (names, CURP, birthday, address). With a canvas (browser, Electron) the
 * card is drawn with real text; without one (Node, jsdom) a small PNG in a pixel font is generated.
 */

/** Who is in the picture. */
export interface CaptureSubject {
  givenNames: string;
  surnames: string;
  curp: string;
  /** ISO date yyyy-mm-dd, or ''. */
  birthday: string;
  gender: 1 | 2 | null;
  address: string;
  state: string;
  mobile: string;
}

/** Someone when nobody is logged in or the world is out of reach. */
export const ANONYMOUS_SUBJECT: CaptureSubject = {
  givenNames: 'TITULAR',
  surnames: 'DE PRUEBA',
  curp: '',
  birthday: '',
  gender: null,
  address: '',
  state: '',
  mobile: '',
};

/** The part of the mock world the camera reads. */
export type CaptureWorld = Pick<MockWorld, 'findUser' | 'seed' | 'clock'>;

/**
 * The borrower behind a mobile as the world knows them: the person their document shows (the same one
 * the mock OCR reads back, made up now from the world's seed if the application has not started yet).
 */
export function subjectFromWorld(
  world: CaptureWorld | undefined,
  mobile: string | undefined,
): CaptureSubject {
  if (!world || !mobile) return ANONYMOUS_SUBJECT;
  const user = world.findUser(mobile);
  if (!user) return { ...ANONYMOUS_SUBJECT, mobile };
  const identity = user.application?.identity ?? predictedIdentity(world, user);
  if (identity) {
    return {
      givenNames: [identity.firstName, identity.middleName].filter(Boolean).join(' '),
      surnames: identity.lastName,
      curp: identity.curp,
      birthday: identity.birthday,
      gender: identity.gender,
      address: `${identity.address}, ${identity.cityName}`,
      state: identity.stateName,
      mobile,
    };
  }
  const profile = user.profile;
  if (profile) {
    return {
      ...ANONYMOUS_SUBJECT,
      givenNames: profile.firstName,
      surnames: profile.lastName,
      birthday: profile.birthday,
      gender: profile.gender,
      mobile,
    };
  }
  return { ...ANONYMOUS_SUBJECT, ...(user.name ? splitName(user.name) : {}), mobile };
}

// The same call applicationOf makes when the application starts, without changing the world.
function predictedIdentity(world: CaptureWorld, user: MockUser): BorrowerIdentity | undefined {
  try {
    const known = user.profile
      ? {
          firstName: user.profile.firstName,
          lastName: user.profile.lastName,
          birthday: user.profile.birthday,
          gender: user.profile.gender,
          email: user.profile.email,
        }
      : undefined;
    return makeIdentity(world.seed, user.mobile, world.clock.startedAt, known);
  } catch {
    return undefined;
  }
}

function splitName(name: string): Pick<CaptureSubject, 'givenNames' | 'surnames'> {
  const parts = name.trim().split(/\s+/);
  return { givenNames: parts[0] ?? '', surnames: parts.slice(1).join(' ') };
}

/** The picture the camera answers with. */
export interface CapturedImage {
  /** A `data:image/png;base64,...` URL. */
  image: string;
  mime: 'image/png';
}

/** How to draw: on a canvas, in the pixel PNG writer, or whichever works here. */
export type ImageRenderer = 'auto' | 'canvas' | 'png';

/** Draws the picture a capture mode asks for (`album` picks the document front, as a gallery photo would). */
export function renderCapture(
  mode: CaptureMode,
  subject: CaptureSubject,
  options: { document?: Document; renderer?: ImageRenderer } = {},
): CapturedImage {
  const renderer = options.renderer ?? 'auto';
  if (renderer !== 'png' && options.document) {
    const canvas = canvasOf(options.document, renderer === 'canvas');
    if (canvas) {
      drawOnCanvas(canvas.context, mode, subject);
      return { image: canvas.element.toDataURL('image/png'), mime: 'image/png' };
    }
  }
  return {
    image: `data:image/png;base64,${toBase64(drawPixels(mode, subject).encode())}`,
    mime: 'image/png',
  };
}

// ---- canvas ----

const CARD = { width: 856, height: 540 };
const SELFIE = { width: 480, height: 640 };

function canvasOf(doc: Document, force: boolean) {
  // jsdom has a canvas element without a drawing context and complains loudly when asked for one.
  if (!force && /jsdom/i.test(doc.defaultView?.navigator.userAgent ?? '')) return null;
  const element = doc.createElement('canvas');
  let context: CanvasRenderingContext2D | null;
  try {
    context = element.getContext('2d');
  } catch {
    context = null;
  }
  return context ? { element, context } : null;
}

function drawOnCanvas(ctx: CanvasRenderingContext2D, mode: CaptureMode, s: CaptureSubject): void {
  if (mode === 'face') drawSelfie(ctx, s);
  else if (mode === 'idCardBack') drawCardBack(ctx, s);
  else drawCardFront(ctx, s);
}

function label(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  bold = false,
) {
  ctx.fillStyle = colour;
  ctx.font = `${bold ? 'bold ' : ''}${size}px sans-serif`;
  ctx.fillText(text, x, y);
}

function drawCardFront(ctx: CanvasRenderingContext2D, s: CaptureSubject): void {
  const { canvas } = ctx;
  canvas.width = CARD.width;
  canvas.height = CARD.height;
  const bg = ctx.createLinearGradient(0, 0, CARD.width, CARD.height);
  bg.addColorStop(0, '#f6e3ea');
  bg.addColorStop(1, '#dcebe2');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, CARD.width, CARD.height);
  label(ctx, 'MÉXICO', 36, 56, 30, '#6b2737', true);
  label(ctx, 'INSTITUTO NACIONAL ELECTORAL', 200, 50, 28, '#3d3d3d', true);
  label(ctx, 'CREDENCIAL PARA VOTAR', 200, 84, 22, '#3d3d3d');
  drawPortrait(ctx, 36, 120, 220, 280);
  const x = 290;
  label(ctx, 'NOMBRE', x, 140, 18, '#8a1538', true);
  label(ctx, fontText(s.surnames), x, 170, 26, '#111');
  label(ctx, fontText(s.givenNames), x, 200, 26, '#111');
  label(ctx, 'DOMICILIO', x, 244, 18, '#8a1538', true);
  ctx.font = '20px sans-serif';
  const [line1 = '—', line2 = ''] = wrap(ctx, fontText(s.address || '—'), CARD.width - x - 30);
  label(ctx, line1, x, 272, 20, '#111');
  label(ctx, line2 ? `${line2} ${fontText(s.state)}`.trim() : fontText(s.state), x, 298, 20, '#111');
  label(ctx, 'CURP', x, 342, 18, '#8a1538', true);
  label(ctx, s.curp || '—', x, 370, 26, '#111');
  label(ctx, 'FECHA DE NACIMIENTO', x, 414, 18, '#8a1538', true);
  label(ctx, showDate(s.birthday), x, 442, 24, '#111');
  label(ctx, 'SEXO', 660, 414, 18, '#8a1538', true);
  label(ctx, sexOf(s), 660, 442, 24, '#111');
  label(ctx, 'Imagen generada por el emulador del puente nativo', 36, 510, 16, '#777');
}

/** Splits a text into lines that fit a width in the context's current font. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function drawCardBack(ctx: CanvasRenderingContext2D, s: CaptureSubject): void {
  const { canvas } = ctx;
  canvas.width = CARD.width;
  canvas.height = CARD.height;
  ctx.fillStyle = '#eef1f4';
  ctx.fillRect(0, 0, CARD.width, CARD.height);
  // A barcode and a QR-like block: enough texture for a picture that looks like a back side.
  ctx.fillStyle = '#111';
  const seed = hash(s.curp || s.givenNames);
  for (let i = 0, x = 40; x < 520; i += 1) {
    const w = 2 + ((seed >>> (i % 29)) & 3);
    if (i % 2 === 0) ctx.fillRect(x, 60, w, 120);
    x += w + 1;
  }
  for (let r = 0; r < 12; r += 1)
    for (let c = 0; c < 12; c += 1)
      if (((hash(`${seed}:${r}:${c}`) >>> 11) & 1) === 1) ctx.fillRect(620 + c * 16, 40 + r * 16, 16, 16);
  mrzLines(s).forEach((line, i) => {
    ctx.fillStyle = '#111';
    ctx.font = '28px monospace';
    ctx.fillText(line, 40, 400 + i * 40);
  });
}

function drawSelfie(ctx: CanvasRenderingContext2D, s: CaptureSubject): void {
  const { canvas } = ctx;
  canvas.width = SELFIE.width;
  canvas.height = SELFIE.height;
  ctx.fillStyle = '#cfd8e3';
  ctx.fillRect(0, 0, SELFIE.width, SELFIE.height);
  drawPortrait(ctx, 40, 60, 400, 520);
  label(ctx, `${fontText(s.givenNames)} ${fontText(s.surnames)}`.slice(0, 34), 24, 620, 22, '#222', true);
}

function drawPortrait(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  ctx.fillStyle = '#b9c4cf';
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = '#2f3b4a';
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + h, w * 0.48, h * 0.32, 0, Math.PI, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = '#c68c65';
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + h * 0.42, w * 0.24, h * 0.24, 0, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = '#2b1d14';
  ctx.beginPath();
  ctx.arc(x + w * 0.41, y + h * 0.39, w * 0.025, 0, 2 * Math.PI);
  ctx.arc(x + w * 0.59, y + h * 0.39, w * 0.025, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillRect(x + w * 0.43, y + h * 0.53, w * 0.14, h * 0.012);
}

// ---- pixel PNG (no canvas) ----

const PALETTE: readonly Rgb[] = [
  [246, 227, 234], // 0 card background
  [17, 17, 17], // 1 ink
  [138, 21, 56], // 2 field labels
  [185, 196, 207], // 3 portrait background
  [198, 140, 101], // 4 skin
  [47, 59, 74], // 5 shoulders
  [238, 241, 244], // 6 back background
  [207, 216, 227], // 7 selfie background
];

function drawPixels(mode: CaptureMode, s: CaptureSubject): PixelCanvas {
  if (mode === 'face') {
    const c = createPixelCanvas(240, 320, PALETTE);
    c.fillRect(0, 0, 240, 320, 7);
    pixelPortrait(c, 20, 24, 200, 260);
    c.text(8, 300, `${s.givenNames} ${s.surnames}`.slice(0, 28), 1, 2);
    return c;
  }
  const c = createPixelCanvas(428, 270, PALETTE);
  if (mode === 'idCardBack') {
    c.fillRect(0, 0, 428, 270, 6);
    const seed = hash(s.curp || s.givenNames);
    for (let i = 0, x = 20; x < 260; i += 1) {
      const w = 1 + ((seed >>> (i % 29)) & 3);
      if (i % 2 === 0) c.fillRect(x, 30, w, 60, 1);
      x += w + 1;
    }
    mrzLines(s).forEach((line, i) => c.text(20, 190 + i * 20, line, 1, 3));
    return c;
  }
  c.text(18, 14, 'INSTITUTO NACIONAL ELECTORAL', 1, 2);
  c.text(18, 30, 'CREDENCIAL PARA VOTAR', 2, 2);
  pixelPortrait(c, 18, 56, 110, 140);
  const x = 144;
  const field = (title: string, value: string, y: number) => {
    c.text(x, y, title, 2, 2);
    c.text(x, y + 14, value.slice(0, 34), 1, 2);
  };
  field('NOMBRE', s.surnames, 58);
  c.text(x, 86, s.givenNames.slice(0, 34), 1, 2);
  field('DOMICILIO', s.address || '-', 106);
  field('CURP', s.curp || '-', 140);
  field('FECHA DE NACIMIENTO', showDate(s.birthday), 174);
  field('SEXO', sexOf(s), 208);
  c.text(18, 250, 'EMULADOR', 2, 2);
  return c;
}

function pixelPortrait(c: PixelCanvas, x: number, y: number, w: number, h: number): void {
  c.fillRect(x, y, w, h, 3);
  c.fillRect(x + w * 0.1, y + h * 0.72, w * 0.8, h * 0.28, 5);
  c.fillRect(x + w * 0.3, y + h * 0.2, w * 0.4, h * 0.45, 4);
  c.fillRect(x + w * 0.38, y + h * 0.35, w * 0.06, h * 0.04, 1);
  c.fillRect(x + w * 0.56, y + h * 0.35, w * 0.06, h * 0.04, 1);
  c.fillRect(x + w * 0.43, y + h * 0.52, w * 0.14, h * 0.02, 1);
}

// ---- shared ----

function showDate(iso: string): string {
  return iso ? iso.split('-').reverse().join('/') : '—';
}

function sexOf(s: CaptureSubject): string {
  return s.gender === 1 ? 'H' : s.gender === 2 ? 'M' : '—';
}

/** Machine-readable lines of the back side, like an INE's (IDMEX, dates, names with `<` fillers). */
function mrzLines(s: CaptureSubject): [string, string, string] {
  const pad = (text: string) =>
    fontText(text)
      .replace(/[^A-Z0-9]+/g, '<')
      .padEnd(30, '<')
      .slice(0, 30);
  const born = s.birthday ? s.birthday.slice(2).replace(/-/g, '') : '000000';
  return [
    pad(`IDMEX${hash(s.curp || s.mobile) % 1_000_000_000}`),
    pad(`${born}${s.gender === 2 ? 'F' : 'M'}MEX${s.curp.slice(0, 10)}`),
    pad(`${s.surnames.replace(/\s+/g, '<')}<<${s.givenNames.replace(/\s+/g, '<')}`),
  ];
}

/** FNV-1a: a stable number from a string, so each borrower's card has its own texture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
