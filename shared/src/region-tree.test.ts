import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import {
  REGION_TREE,
  findRegion,
  flattenRegionLeaves,
  regionLabelPath,
  regionValuesStartingWithOslo,
  type RegionNode,
} from './index';

interface CsvRow {
  municipality_code: string;
  municipality: string;
  county_code: string;
  county: string;
}
const csv = Papa.parse<CsvRow>(readFileSync(join(__dirname, '..', 'data', 'no-municipalities-2026.csv'), 'utf8'), {
  header: true,
  skipEmptyLines: true,
}).data;

function allNodes(node: RegionNode): RegionNode[] {
  return [node, ...(node.children ?? []).flatMap(allNodes)];
}
const top = REGION_TREE.children ?? [];
const counties = top.filter((node) => node.kind === 'county');
const municipalities = counties.flatMap((county) => county.children ?? []);
const oslo = findRegion('oslo,oslo');

describe('region tree', () => {
  it('starts at Norway', () => {
    expect(REGION_TREE.value).toBe('norge');
    expect(REGION_TREE.label).toBe('Norge');
  });

  it('has the 15 counties since 2024, with Svalbard as an area of its own beside them', () => {
    expect(counties.map((c) => c.label).sort()).toEqual(
      [
        'Agder', 'Akershus', 'Buskerud', 'Finnmark', 'Innlandet', 'Møre og Romsdal', 'Nordland', 'Oslo',
        'Rogaland', 'Telemark', 'Troms', 'Trøndelag', 'Vestfold', 'Vestland', 'Østfold',
      ].sort(),
    );
    const others = top.filter((node) => node.kind !== 'county');
    expect(others).toEqual([{ value: 'svalbard', label: 'Svalbard', kind: 'area' }]);
    expect(top).toHaveLength(16);
  });

  it('orders the top level alphabetically in Norwegian', () => {
    expect(top.map((n) => n.label)).toEqual([...top.map((n) => n.label)].sort((a, b) => a.localeCompare(b, 'nb')));
    expect(top[top.length - 1].label).toBe('Østfold');
  });

  it('has the 357 municipalities, each under its county as Statistics Norway lists it', () => {
    expect(csv).toHaveLength(357);
    expect(municipalities).toHaveLength(357);
    const placed = counties.flatMap((county) => (county.children ?? []).map((m) => `${county.label}/${m.label}`));
    expect(placed.sort()).toEqual(csv.map((row) => `${row.county}/${row.municipality}`).sort());
  });

  it('keeps official bilingual names as labels and uses the Norwegian name in values', () => {
    expect(oslo).toMatchObject({ label: 'Oslo - Oslove', name: 'Oslo', kind: 'municipality' });
    expect(findRegion('finnmark,kautokeino')).toMatchObject({ label: 'Guovdageaidnu - Kautokeino', name: 'Kautokeino' });
    expect(findRegion('troms,kåfjord')?.label).toBe('Gáivuotna - Kåfjord - Kaivuono');
    expect(findRegion('trøndelag,snåsa')?.label).toBe('Snåase - Snåsa');
    expect(findRegion('møre og romsdal,ålesund')).toMatchObject({ label: 'Ålesund', kind: 'municipality' });
    expect(findRegion('møre og romsdal')).toMatchObject({ label: 'Møre og Romsdal', kind: 'county' });
  });

  it("gives Oslo its 15 bydeler", () => {
    expect(oslo?.children?.map((d) => d.label)).toEqual([
      'Gamle Oslo', 'Grünerløkka', 'Sagene', 'St. Hanshaugen', 'Frogner', 'Ullern', 'Vestre Aker', 'Nordre Aker',
      'Bjerke', 'Grorud', 'Stovner', 'Alna', 'Østensjø', 'Nordstrand', 'Søndre Nordstrand',
    ]);
    expect(oslo?.children?.every((d) => d.kind === 'district')).toBe(true);
  });

  it('gives Bergen 8, Trondheim 4 and Stavanger 9 districts', () => {
    expect(findRegion('vestland,bergen')?.children).toHaveLength(8);
    expect(findRegion('trøndelag,trondheim')?.children?.map((d) => d.label)).toEqual([
      'Midtbyen', 'Østbyen', 'Lerkendal', 'Heimdal',
    ]);
    expect(findRegion('rogaland,stavanger')?.children).toHaveLength(9);
    expect(findRegion('rogaland,stavanger,eiganes og våland')?.label).toBe('Eiganes og Våland');
  });

  it('writes every value as the lowercase comma-joined path of its Norwegian names', () => {
    const check = (node: RegionNode, parent: string[]) => {
      const own = node.value.split(',');
      expect(own.slice(0, -1)).toEqual(parent);
      expect(node.value).toBe(node.value.toLowerCase());
      expect(own[own.length - 1]).toBe((node.name ?? node.label).toLowerCase());
      node.children?.forEach((child) => check(child, own));
    };
    top.forEach((node) => check(node, []));
  });

  it('has no value twice', () => {
    const values = allNodes(REGION_TREE).map((node) => node.value);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('region helpers', () => {
  const leaves = flattenRegionLeaves(REGION_TREE);

  it('flattens to leaves: a municipality with districts gives its districts, not itself', () => {
    expect(leaves).toContain('oslo,oslo,frogner');
    expect(leaves).not.toContain('oslo,oslo');
    expect(leaves).not.toContain('oslo');
    expect(leaves).toContain('agder,arendal');
    expect(leaves).toContain('svalbard');
    expect(leaves).toHaveLength(357 - 4 + 15 + 8 + 4 + 9 + 1);
    expect(flattenRegionLeaves({ value: 'x', label: 'X' })).toEqual(['x']);
  });

  it('selects the values starting with Oslo', () => {
    expect(regionValuesStartingWithOslo(leaves)).toHaveLength(15);
    expect(regionValuesStartingWithOslo(['oslo', 'oslo,oslo,alna', 'vestland,bergen', 'osloveien', 'akershus,oslo'])).toEqual([
      'oslo',
      'oslo,oslo,alna',
    ]);
  });

  it('finds a region and names its path', () => {
    expect(findRegion('oslo,oslo,frogner')).toMatchObject({ label: 'Frogner', kind: 'district' });
    expect(findRegion('Oslo,Oslo,Frogner')?.value).toBe('oslo,oslo,frogner');
    expect(findRegion('nowhere')).toBeUndefined();
    expect(regionLabelPath('oslo,oslo,frogner')).toEqual(['Oslo', 'Oslo', 'Frogner']);
    expect(regionLabelPath('finnmark,kautokeino')).toEqual(['Finnmark', 'Kautokeino']);
    expect(regionLabelPath('oslo,nowhere')).toEqual([]);
  });
});
