import { CAR_CATALOGUE, carLabelPath, findCar, type CarNode } from './index';

const brands = CAR_CATALOGUE.flatMap((letter) => letter.children ?? []);
const allNodes = (nodes: CarNode[]): CarNode[] => nodes.flatMap((node) => [node, ...allNodes(node.children ?? [])]);

describe('car catalogue', () => {
  it('has three levels: letter, brand, model', () => {
    for (const letter of CAR_CATALOGUE) {
      expect(letter.kind).toBe('letter');
      for (const brand of letter.children ?? []) {
        expect(brand.kind).toBe('brand');
        expect(brand.children?.length).toBeGreaterThan(0);
        for (const model of brand.children ?? []) {
          expect(model.kind).toBe('model');
          expect(model.children).toBeUndefined();
        }
      }
    }
  });

  it('covers the brands common on Norwegian roads', () => {
    expect(brands.length).toBeGreaterThanOrEqual(36);
    const names = brands.map((b) => b.label);
    for (const brand of ['Audi', 'BMW', 'BYD', 'Citroën', 'Mercedes-Benz', 'NIO', 'Polestar', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo', 'XPeng']) {
      expect(names).toContain(brand);
    }
  });

  it('files each brand under its initial letter, labelled in upper case', () => {
    for (const letter of CAR_CATALOGUE) {
      expect(letter.value).toMatch(/^\p{Ll}$/u);
      expect(letter.label).toBe(letter.value.toUpperCase());
      for (const brand of letter.children ?? []) {
        expect(brand.label.charAt(0).toLowerCase()).toBe(letter.value);
        expect(brand.value).toBe(`${letter.value},${brand.label.toLowerCase()}`);
      }
    }
  });

  it("prefixes each model's value with its brand's", () => {
    for (const brand of brands) {
      for (const model of brand.children ?? []) {
        expect(model.value).toBe(`${brand.value},${model.label.toLowerCase()}`);
      }
    }
    expect(findCar('v,volkswagen,golf')?.label).toBe('Golf');
  });

  it('sorts the letters, and the brands within a letter', () => {
    const letters = CAR_CATALOGUE.map((l) => l.value);
    expect(letters).toEqual([...letters].sort((a, b) => a.localeCompare(b, 'nb')));
    for (const letter of CAR_CATALOGUE) {
      const labels = (letter.children ?? []).map((b) => b.label);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'nb')));
    }
  });

  it("ends most brands with an 'Andre' model", () => {
    const withOther = brands.filter((brand) => {
      const last = brand.children?.[brand.children.length - 1];
      return last?.label === 'Andre' && last.value === `${brand.value},andre`;
    });
    expect(withOther.length / brands.length).toBeGreaterThan(0.8);
    expect(findCar('t,tesla,andre')).toBeUndefined();
  });

  it('has no value twice and no comma inside a label', () => {
    const nodes = allNodes(CAR_CATALOGUE);
    expect(new Set(nodes.map((n) => n.value)).size).toBe(nodes.length);
    expect(nodes.every((n) => !n.label.includes(','))).toBe(true);
  });

  it('finds a car and names its path', () => {
    expect(findCar('M,Mercedes-Benz')?.label).toBe('Mercedes-Benz');
    expect(findCar('c,citroën,ë-c4')?.label).toBe('ë-C4');
    expect(findCar('x,nowhere')).toBeUndefined();
    expect(carLabelPath('v,volkswagen,golf')).toEqual(['V', 'Volkswagen', 'Golf']);
    expect(carLabelPath('l,land rover')).toEqual(['L', 'Land Rover']);
    expect(carLabelPath('v,volkswagen,nowhere')).toEqual([]);
  });
});
