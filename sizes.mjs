import fs from 'node:fs'; import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const f = fs.readdirSync('web/dist/assets').find(n => /^index-.*\.js$/.test(n));
const code = fs.readFileSync('web/dist/assets/'+f,'utf8');
const map = new SourceMapConsumer(JSON.parse(fs.readFileSync('web/dist/assets/'+f+'.map','utf8')));
const lines = code.split('\n'); const parts = new Map();
let segs=[]; map.eachMapping(m => segs.push(m));
segs.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
for (let i=0;i<segs.length;i++){const s=segs[i],n=segs[i+1];const line=lines[s.generatedLine-1];const end=n&&n.generatedLine===s.generatedLine?n.generatedColumn:line.length;const src=(s.source??'?').replace(/.*node_modules\//,'nm/').replace(/^(nm\/(@[^/]+\/)?[^/]+).*/,'$1').replace(/.*\/src\//,'src/');parts.set(src,(parts.get(src)??'')+line.slice(s.generatedColumn,end));}
const rows=[...parts].map(([k,v])=>[k,zlib.gzipSync(v,{level:9}).length]).sort((a,b)=>b[1]-a[1]);
const agg=new Map();for(const [k,v] of rows){const g=k.startsWith('nm/')?k:k.split('/').slice(0,3).join('/');agg.set(g,(agg.get(g)??0)+v);}
console.log([...agg].sort((a,b)=>b[1]-a[1]).slice(0,40).map(([k,v])=>(v/1000).toFixed(1)+' '+k).join('\n'));
