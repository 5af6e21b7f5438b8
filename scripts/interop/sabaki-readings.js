// What Sabaki reads in each game file given (@sabaki/sgf's parseBuffer, with its own charset
// detection, and @sabaki/go-board replaying the main line), in the columns of
// tests/tools/measure_readings.cpp. Run by scripts/measure-interop.sh.
//   node sabaki-readings.js FILE...
const fs = require('fs')
const sgf = require('@sabaki/sgf')
const GoBoard = require('@sabaki/go-board')

const column = text => (text == null ? '' : String(text)).replace(/[\t\n\r]/g, ' ')

function reading(root) {
  const info = root.data
  const [width, height = width] = (info.SZ ? info.SZ[0] : '19').split(':').map(Number)
  let board = GoBoard.fromDimensions(width, height)
  let moves = 0
  for (let node = root; node != null; node = node.children[0]) {
    for (const [property, sign] of [['AB', 1], ['AW', -1], ['AE', 0]])
      for (const value of node.data[property] || [])
        for (const vertex of sgf.parseCompressedVertices(value)) if (board.has(vertex)) board.set(vertex, sign)
    for (const [property, sign] of [['B', 1], ['W', -1]]) {
      if (!node.data[property]) continue
      moves++ // a pass (empty, or off the board as "tt") is a move too
      const vertex = sgf.parseVertex(node.data[property][0])
      if (board.has(vertex)) board = board.makeMove(sign, vertex)
    }
  }
  let stones = ''
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) stones += ['O', '.', 'X'][board.get([x, y]) + 1]
  const first = property => column(info[property] && info[property][0])
  return [first('PB'), first('PW'), first('RE'), moves, board.getCaptures(1), board.getCaptures(-1), stones]
}

for (const path of process.argv.slice(2)) {
  let games
  try {
    games = sgf.parseBuffer(fs.readFileSync(path))
  } catch (error) {
    console.log([path, 'file', 'ERROR', column(error.message)].join('\t'))
    continue
  }
  games.forEach((root, index) => {
    try {
      console.log([path, index, games.length, ...reading(root)].join('\t'))
    } catch (error) {
      console.log([path, index, 'ERROR', column(error.message)].join('\t'))
    }
  })
}
