const url = process.argv[2];
const html = await (await fetch(url)).text();
let flight = '';
for (const m of html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) { const a = JSON.parse(m[1]); if (a[0] === 1) flight += a[1]; }
console.log('html', html.length, 'flight', flight.length);
// rows: id:payload\n  (T rows have length prefix; approximate)
const rows = flight.split('\n');
const sized = rows.map(r => [r.length, r.slice(0, 140)]).sort((a, b) => b[0] - a[0]);
for (const [n, s] of sized.slice(0, 12)) console.log(n, s);
// className total
const cls = [...flight.matchAll(/"className":"([^"]*)"/g)].reduce((a, m) => a + m[1].length + 14, 0);
console.log('className bytes', cls);
const strings = {};
for (const m of flight.matchAll(/"className":"([^"]*)"/g)) strings[m[1]] = (strings[m[1]] || 0) + 1;
const dup = Object.entries(strings).filter(([k, v]) => v > 1).map(([k, v]) => [k.length * (v - 1), v, k.slice(0, 80)]).sort((a, b) => b[0] - a[0]);
console.log('duplicate className bytes', dup.reduce((a, d) => a + d[0], 0)); for (const d of dup.slice(0, 8)) console.log(d);
