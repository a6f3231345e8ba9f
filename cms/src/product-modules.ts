/**
 * Product modules in code (site/src/products/{id}/): the scaffold "generate files" writes, and the modules the sync
 * reads. Every path is resolved and checked to stay inside the module's folder, whatever the shared rules let through.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  PRODUCT_TYPES,
  PRODUCT_WIZARD_DEFAULTS,
  WIZARD_TEMPLATES,
  productScaffold,
  type MissingProduct,
  type ProductDraft,
  type ProductManifest,
  type ProductType,
  type ProductTemplate,
} from '@platform/shared';

export type ScaffoldSource = Pick<ProductDraft, 'id' | 'name' | 'product_type' | 'template' | 'hasAuth' | 'routes'>;

const MODULE_ID = /^[a-z0-9-]{1,64}$/;

/** Where modules live: PRODUCT_MODULES_DIR, else the site's products folder of this checkout. */
export function modulesDir(): string {
  return path.resolve(process.env.PRODUCT_MODULES_DIR || path.join(__dirname, '..', '..', 'site', 'src', 'products'));
}

/** Whether "generate files" writes: PRODUCT_MODULES_WRITE=true|false, else only in development (`strapi develop`). */
export function writesModules(): boolean {
  const setting = process.env.PRODUCT_MODULES_WRITE;
  if (setting === 'true' || setting === 'false') return setting === 'true';
  return process.env.NODE_ENV === 'development';
}

/** The path inside `root`, or null when it would lead out of it (or is the folder itself). */
function inside(root: string, relative: string): string | null {
  if (relative.includes('\0') || path.isAbsolute(relative)) return null;
  const resolved = path.resolve(root, relative);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}

/** A name as a line comment may hold it: no line breaks of any kind (U+2028 ends a comment too). */
// eslint-disable-next-line no-control-regex
const commentText = (name: string) => name.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ');

/** A page drawing the site's generic template area (site/src/products/template-area.tsx) for this product and route. */
const tsx = (product: ScaffoldSource, file: string, routePath: string) =>
  [
    `// ${commentText(product.name)}, route ${routePath}: a starting point; replace it to grow the product beyond its template.`,
    `import { TemplateArea } from '${'../'.repeat(file.split('/').length)}template-area';`,
    '',
    'export default function Page() {',
    `  return <TemplateArea productId=${JSON.stringify(product.id)} routePath=${JSON.stringify(routePath)} />;`,
    '}',
    '',
  ].join('\n');

const LAYOUT = [
  "import type { ReactNode } from 'react';",
  '',
  'export default function Layout({ children }: { children: ReactNode }) {',
  '  return <>{children}</>;',
  '}',
  '',
].join('\n');

/** Each scaffold file (productScaffold's list, in its order) with its content. */
export function scaffoldFiles(product: ScaffoldSource): Array<{ file: string; content: string }> {
  const manifest: ProductManifest = { id: product.id, name: product.name, product_type: product.product_type, template: product.template };
  const routeOf = (file: string) => `/${file.slice(0, -'/page.tsx'.length)}`;
  return productScaffold(product).map((file) => {
    if (file === 'manifest.json') return { file, content: `${JSON.stringify(manifest, null, 2)}\n` };
    if (file === 'layout.tsx') return { file, content: LAYOUT };
    if (file === 'page.tsx') return { file, content: tsx(product, file, '/') };
    if (file === 'components/index.ts') return { file, content: '// Components of this product.\nexport {};\n' };
    return { file, content: tsx(product, file, routeOf(file)) };
  });
}

/** The module folder of an id and every file's place in it; null when the id or any file would leave the modules folder. */
export function modulePlan(product: ScaffoldSource): { folder: string; files: Array<{ file: string; target: string; content: string }> } | null {
  if (!MODULE_ID.test(product.id)) return null;
  const root = modulesDir();
  const folder = inside(root, product.id);
  if (!folder || path.dirname(folder) !== root) return null;
  const files = [];
  for (const entry of scaffoldFiles(product)) {
    const target = inside(folder, entry.file);
    if (!target) return null;
    files.push({ ...entry, target });
  }
  return { folder, files };
}

/**
 * Writes the module; false when its folder exists already. The folder is made without `recursive`, so of two
 * processes writing the same module only one gets it; a failure midway removes what this call wrote.
 */
export function writeModule(plan: NonNullable<ReturnType<typeof modulePlan>>): boolean {
  fs.mkdirSync(path.dirname(plan.folder), { recursive: true });
  try {
    fs.mkdirSync(plan.folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    for (const { target, content } of plan.files) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content, { flag: 'wx' });
    }
  } catch (error) {
    fs.rmSync(plan.folder, { recursive: true, force: true });
    throw error;
  }
  return true;
}

/** A manifest as the sync takes it: a JSON object naming this folder's id and a name; null when it is not one. */
export function parseManifest(text: string, id: string): ProductManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const manifest = value as Record<string, unknown>;
  const name = typeof manifest.name === 'string' ? manifest.name.trim() : '';
  if (manifest.id !== id || !name || name.length > 255) return null;
  const productType = (PRODUCT_TYPES as readonly unknown[]).includes(manifest.product_type)
    ? (manifest.product_type as ProductType)
    : PRODUCT_WIZARD_DEFAULTS.product_type;
  const template =
    typeof manifest.template === 'string' && Object.hasOwn(WIZARD_TEMPLATES, manifest.template)
      ? (manifest.template as ProductTemplate)
      : PRODUCT_WIZARD_DEFAULTS.template;
  return { id, name, product_type: productType, template };
}

/** The modules in code: folders named like a product id holding a manifest.json or a page.tsx (infrastructure folders hold neither). */
export function modulesInCode(): MissingProduct[] {
  const root = modulesDir();
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(root, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const modules: MissingProduct[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !MODULE_ID.test(entry.name)) continue;
    const folder = path.join(root, entry.name);
    const manifestFile = path.join(folder, 'manifest.json');
    const hasManifestFile = fs.existsSync(manifestFile);
    if (!hasManifestFile && !fs.existsSync(path.join(folder, 'page.tsx'))) continue;
    let manifest: ProductManifest | null = null;
    if (hasManifestFile) {
      try {
        manifest = parseManifest(fs.readFileSync(manifestFile, 'utf8'), entry.name);
      } catch {
        manifest = null;
      }
    }
    modules.push({ id: entry.name, hasManifest: manifest !== null, manifest });
  }
  return modules.sort((a, b) => a.id.localeCompare(b.id));
}
