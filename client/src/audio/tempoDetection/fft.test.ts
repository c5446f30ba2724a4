import { Fft } from './fft';

/** The textbook O(n²) DFT, to check the fast one against. */
function dft(real: number[]): { re: number[]; im: number[] } {
  const n = real.length;
  const re: number[] = [];
  const im: number[] = [];
  for (let k = 0; k < n; k++) {
    let sumRe = 0;
    let sumIm = 0;
    for (let t = 0; t < n; t++) {
      sumRe += real[t] * Math.cos((-2 * Math.PI * k * t) / n);
      sumIm += real[t] * Math.sin((-2 * Math.PI * k * t) / n);
    }
    re.push(sumRe);
    im.push(sumIm);
  }
  return { re, im };
}

describe('Fft', () => {
  it('matches the direct DFT of a real signal', () => {
    const input = Array.from(
      { length: 64 },
      (_, index) => Math.sin(index * 0.7) + 0.3 * Math.cos(index * 2.1) + (index % 5) / 10,
    );
    const real = Float64Array.from(input);
    const imag = new Float64Array(64);
    new Fft(64).transform(real, imag);
    const expected = dft(input);
    for (let k = 0; k < 64; k++) {
      expect(real[k]).toBeCloseTo(expected.re[k], 9);
      expect(imag[k]).toBeCloseTo(expected.im[k], 9);
    }
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => new Fft(48)).toThrow(RangeError);
  });
});
