/**
 * A format an upload may be, as its bytes show it: the type it is served with (never the
 * browser's header), how a message names it, and the extensions its name may end in (the first
 * is added to a name that has none of ours).
 */
export interface FileKind {
  mime: string;
  label: string;
  extensions: readonly string[];
  /** Images and videos: a name with another of the family's extensions is corrected, not refused ('photo.jpg' holding a PNG). */
  family?: 'image' | 'video';
}

const kind = (mime: string, label: string, ...extensions: string[]): FileKind => ({ mime, label, extensions });
const image = (mime: string, label: string, ...extensions: string[]): FileKind => ({ mime, label, extensions, family: 'image' });

export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'qt', 'webm', 'mkv', 'ogv', 'ogg', 'avi', 'mpg', 'mpeg', '3gp'];

export const KINDS = {
  pdf: kind('application/pdf', 'a PDF', 'pdf'),
  docx: kind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a Word document', 'docx'),
  xlsx: kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'an Excel workbook', 'xlsx'),
  pptx: kind('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'a PowerPoint presentation', 'pptx'),
  doc: kind('application/msword', 'a Word 97–2003 document', 'doc'),
  xls: kind('application/vnd.ms-excel', 'an Excel 97–2003 workbook', 'xls'),
  ppt: kind('application/vnd.ms-powerpoint', 'a PowerPoint 97–2003 presentation', 'ppt', 'pps'),
  jpeg: image('image/jpeg', 'a JPEG image', 'jpg', 'jpeg', 'jpe', 'jfif'),
  png: image('image/png', 'a PNG image', 'png'),
  gif: image('image/gif', 'a GIF image', 'gif'),
  webp: image('image/webp', 'a WebP image', 'webp'),
  avif: image('image/avif', 'an AVIF image', 'avif'),
  tiff: image('image/tiff', 'a TIFF image', 'tif', 'tiff'),
  csv: kind('text/csv', 'a CSV file', 'csv'),
  text: kind('text/plain', 'a text file', 'txt'),
  zip: kind('application/zip', 'a ZIP archive', 'zip'),
} as const;

/** A video container file-type recognised (MP4, MOV, WebM, MKV, Ogg, ...), whose name should end in `ext`. */
export const videoKind = (mime: string, ext: string): FileKind => ({ mime, label: 'a video', extensions: [ext], family: 'video' });

/** The extensions of each family, any of which a member's name may be corrected from. */
export const FAMILY_EXTENSIONS: Record<NonNullable<FileKind['family']>, ReadonlySet<string>> = {
  image: new Set([...Object.values(KINDS).flatMap((k) => (k.family === 'image' ? k.extensions : [])), 'heic', 'heif', 'bmp']),
  video: new Set(VIDEO_EXTENSIONS),
};

/**
 * Extensions that make a download run or render as something else when opened from the
 * disk (a PDF saved as 'x.html' would open in the browser as a page): a name ending in one of
 * these, or in another kind's, contradicts bytes of any kind we take.
 */
const DANGEROUS_EXTENSIONS = [
  ...['exe', 'dll', 'com', 'scr', 'msi', 'msp', 'cpl', 'sys', 'drv', 'ocx', 'pif', 'lnk', 'reg', 'scf', 'url', 'inf'],
  ...['bat', 'cmd', 'ps1', 'psm1', 'vbs', 'vbe', 'js', 'jse', 'mjs', 'cjs', 'wsf', 'wsh', 'hta', 'jar', 'class', 'swf'],
  ...['sh', 'bash', 'zsh', 'csh', 'ksh', 'command', 'py', 'pl', 'rb', 'php', 'phtml', 'asp', 'aspx', 'jsp', 'cgi'],
  ...['app', 'dmg', 'pkg', 'deb', 'rpm', 'apk', 'appimage', 'elf', 'so', 'dylib', 'bin', 'run', 'iso', 'img', 'vhd'],
  ...['html', 'htm', 'xhtml', 'shtml', 'mht', 'mhtml', 'svg', 'svgz', 'xml', 'xsl', 'xslt', 'xht'],
  ...['docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppsm', 'sldm'],
];

/** Every extension that says what a file is: ours and the dangerous ones. */
export const KNOWN_EXTENSIONS: ReadonlySet<string> = new Set([
  ...Object.values(KINDS).flatMap((k) => k.extensions),
  ...VIDEO_EXTENSIONS,
  ...DANGEROUS_EXTENSIONS,
]);
