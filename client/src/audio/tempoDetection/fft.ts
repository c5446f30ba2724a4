/**
 * An in-place radix-2 complex FFT of one fixed size, with its twiddle factors and bit-reversal
 * order computed once (the onset envelope runs thousands of transforms of the same size).
 */
export class Fft {
  readonly size: number;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly reversed: Uint32Array;

  /** @param size a power of two ≥ 2 */
  constructor(size: number) {
    if (size < 2 || (size & (size - 1)) !== 0) throw new RangeError(`FFT size must be a power of two ≥ 2, got ${size}`);
    this.size = size;
    this.cos = new Float64Array(size / 2);
    this.sin = new Float64Array(size / 2);
    for (let index = 0; index < size / 2; index++) {
      this.cos[index] = Math.cos((-2 * Math.PI * index) / size);
      this.sin[index] = Math.sin((-2 * Math.PI * index) / size);
    }
    this.reversed = new Uint32Array(size);
    const bits = Math.log2(size);
    for (let index = 0; index < size; index++) {
      let reversed = 0;
      for (let bit = 0; bit < bits; bit++) reversed |= ((index >> bit) & 1) << (bits - 1 - bit);
      this.reversed[index] = reversed;
    }
  }

  /** Transforms (real, imag) in place (forward, unscaled). Both arrays have `size` elements. */
  transform(real: Float64Array, imag: Float64Array): void {
    const { size, reversed } = this;
    for (let index = 0; index < size; index++) {
      const other = reversed[index];
      if (other > index) {
        const re = real[index];
        real[index] = real[other];
        real[other] = re;
        const im = imag[index];
        imag[index] = imag[other];
        imag[other] = im;
      }
    }
    for (let half = 1; half < size; half *= 2) {
      const step = size / (half * 2);
      for (let start = 0; start < size; start += half * 2) {
        for (let offset = 0; offset < half; offset++) {
          const wr = this.cos[offset * step];
          const wi = this.sin[offset * step];
          const a = start + offset;
          const b = a + half;
          const br = real[b] * wr - imag[b] * wi;
          const bi = real[b] * wi + imag[b] * wr;
          real[b] = real[a] - br;
          imag[b] = imag[a] - bi;
          real[a] = real[a] + br;
          imag[a] = imag[a] + bi;
        }
      }
    }
  }
}
