// Zoetrope review page: one set of controls for every video, frame stepping, speed, loop, chart playheads,
// copy buttons and the overlay switch. No dependencies, no network.
//
// Frames: frame n shows t = n / fps. Stepping seeks to (n + 0.5) / fps, inside the frame, so the decoder shows
// frame n whatever its rounding. <html data-status> becomes "ok" once every video is ready, or "error"; problems are
// listed at the top of the page.
(function () {
  "use strict";

  var root = document.documentElement;
  var problems = [];

  function report(message) {
    problems.push(String(message));
    var box = document.getElementById("page-errors");
    if (box) {
      var item = document.createElement("li");
      item.textContent = String(message);
      box.querySelector("ul").appendChild(item);
      box.hidden = false;
    }
    root.dataset.status = "error";
  }

  window.addEventListener("error", function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      report("could not load " + (target.getAttribute("src") || target.getAttribute("href")));
    } else {
      report(event.message || "script error");
    }
  }, true);
  window.addEventListener("unhandledrejection", function (event) {
    report("unhandled promise rejection: " + (event.reason && event.reason.message || event.reason));
  });

  function format(seconds) { return seconds.toFixed(3) + " s"; }

  function Player(section) {
    this.section = section;
    this.videos = Array.prototype.slice.call(section.querySelectorAll("video"));
    // The longest scene leads; shorter ones hold their last frame once they are over.
    this.master = this.videos.reduce(function (longest, video) {
      return parseFloat(video.dataset.duration) > parseFloat(longest.dataset.duration) ? video : longest;
    }, this.videos[0]);
    this.fps = parseFloat(section.dataset.fps) || 60;
    this.frames = parseInt(section.dataset.frames, 10) || 1;
    this.frame = 0;
    this.scrubber = section.querySelector("[data-role=scrubber]");
    this.timeOut = section.querySelector("[data-role=time]");
    this.frameOut = section.querySelector("[data-role=frame]");
    this.loop = section.querySelector("[data-role=loop]");
    this.charts = Array.prototype.slice.call(section.querySelectorAll(".chart"));
    this.ticking = false;
  }

  Player.prototype.playing = function () { return !this.master.paused && !this.master.ended; };

  // The frame a time falls in, within the video.
  Player.prototype.frameAt = function (time) {
    return Math.max(0, Math.min(this.frames - 1, Math.floor(time * this.fps + 1e-6)));
  };

  Player.prototype.show = function (frame) {
    this.frame = frame;
    var time = frame / this.fps;
    this.timeOut.textContent = format(time);
    this.frameOut.textContent = "frame " + frame + " of " + this.frames;
    this.section.dataset.frame = String(frame);
    this.section.dataset.time = time.toFixed(6);
    if (document.activeElement !== this.scrubber || this.playing()) this.scrubber.value = String(frame);
    this.videos.forEach(function (video) {
      var out = video.closest(".screen").querySelector("[data-role=scene-frame]");
      var own = parseFloat(video.dataset.fps) || this.fps;
      var count = parseInt(video.dataset.frames, 10) || 1;
      if (out) out.textContent = "frame " + Math.min(count - 1, Math.floor(time * own + 1e-6));
    }, this);
    this.charts.forEach(function (chart) {
      var axis = parseFloat(chart.dataset.axis) || 1;
      var head = chart.querySelector(".playhead");
      if (head) head.style.left = Math.min(100, time / axis * 100) + "%";
      // The chapter whose stretch holds the frame (the later one where two overlap).
      var current = null;
      chart.querySelectorAll(".chapter-chip").forEach(function (chip) {
        chip.removeAttribute("aria-current");
        if (time >= parseFloat(chip.dataset.clipStart) - 1e-6 && time <= parseFloat(chip.dataset.clipEnd) + 1e-6) current = chip;
      });
      if (current) current.setAttribute("aria-current", "true");
    });
  };

  // Seeks every video to the middle of `frame` (clamped to each video's own length) and shows it.
  Player.prototype.seek = function (frame) {
    frame = Math.max(0, Math.min(this.frames - 1, frame));
    var time = (frame + 0.5) / this.fps;
    this.videos.forEach(function (video) {
      var own = parseFloat(video.dataset.fps) || this.fps;
      var count = parseInt(video.dataset.frames, 10) || 1;
      var ownFrame = Math.min(count - 1, Math.floor(time * own));
      video.currentTime = (ownFrame + 0.5) / own;
    }, this);
    this.show(frame);
  };

  Player.prototype.pause = function () {
    this.videos.forEach(function (video) { video.pause(); });
    this.section.classList.remove("playing");
    this.seek(this.frameAt(this.master.currentTime));
  };

  Player.prototype.play = function () {
    var self = this;
    if (this.frame >= this.frames - 1) this.seek(0);
    var start = this.master.currentTime;
    this.videos.forEach(function (video) {
      video.currentTime = Math.min(start, (video.duration || start) - 0.001);
      var played = video.play();
      if (played && played.catch) played.catch(function (error) { report("cannot play " + video.dataset.scene + ": " + error.message); });
    });
    this.section.classList.add("playing");
    if (!this.ticking) { this.ticking = true; requestAnimationFrame(function () { self.tick(); }); }
  };

  // While playing: follow the first video, keep the others within half a frame of it.
  Player.prototype.tick = function () {
    var self = this;
    if (!this.playing()) { this.ticking = false; return; }
    var time = this.master.currentTime;
    this.videos.forEach(function (video) {
      if (video === self.master) return;
      if (time >= video.duration) {
        if (!video.paused) {
          video.pause();
          video.currentTime = ((parseInt(video.dataset.frames, 10) || 1) - 0.5) / (parseFloat(video.dataset.fps) || self.fps);
        }
        return;
      }
      if (Math.abs(video.currentTime - time) > 0.5 / self.fps) video.currentTime = time;
      if (video.paused) video.play();
    });
    this.show(this.frameAt(time));
    requestAnimationFrame(function () { self.tick(); });
  };

  Player.prototype.setSpeed = function (rate) {
    this.videos.forEach(function (video) { video.playbackRate = rate; });
    this.section.querySelectorAll("[data-speed]").forEach(function (button) {
      button.setAttribute("aria-pressed", String(parseFloat(button.dataset.speed) === rate));
    });
  };

  Player.prototype.setLoop = function (on) {
    this.videos.forEach(function (video) { video.loop = on; });
  };

  Player.prototype.attach = function () {
    var self = this;
    this.section.querySelector("[data-action=play]").addEventListener("click", function () {
      if (self.playing()) self.pause(); else self.play();
    });
    this.section.querySelector("[data-action=back]").addEventListener("click", function () { self.step(-1); });
    this.section.querySelector("[data-action=forward]").addEventListener("click", function () { self.step(1); });
    this.scrubber.addEventListener("input", function () {
      if (self.playing()) self.pause();
      self.seek(parseInt(self.scrubber.value, 10) || 0);
    });
    this.section.querySelectorAll("[data-speed]").forEach(function (button) {
      button.addEventListener("click", function () { self.setSpeed(parseFloat(button.dataset.speed)); });
    });
    this.loop.addEventListener("change", function () { self.setLoop(self.loop.checked); });
    this.master.addEventListener("ended", function () {
      self.videos.forEach(function (video) { video.pause(); });
      self.section.classList.remove("playing");
      self.show(self.frames - 1);
    });
    this.charts.forEach(function (chart) {
      var body = chart.querySelector(".chart-body");
      var overlay = chart.querySelector(".chart-overlay");
      body.addEventListener("click", function (event) {
        if (event.target.closest && event.target.closest(".finding-mark")) return;
        var box = overlay.getBoundingClientRect();
        if (event.clientX < box.left || box.width <= 0) return;
        var axis = parseFloat(chart.dataset.axis) || 1;
        var time = (event.clientX - box.left) / box.width * axis;
        if (self.playing()) self.pause();
        self.seek(self.frameAt(time));
      });
    });
    document.addEventListener("keydown", function (event) {
      var tag = (event.target && event.target.tagName) || "";
      if (tag === "TEXTAREA" || (tag === "INPUT" && event.target.type !== "range" && event.target.type !== "checkbox")) return;
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      var handled = true;
      if (event.key === "ArrowRight") self.step(event.shiftKey ? 10 : 1);
      else if (event.key === "ArrowLeft") self.step(event.shiftKey ? -10 : -1);
      else if (event.key === " " || event.key === "k") { if (self.playing()) self.pause(); else self.play(); }
      else if (event.key === "Home") { self.pauseQuietly(); self.seek(0); }
      else if (event.key === "End") { self.pauseQuietly(); self.seek(self.frames - 1); }
      else handled = false;
      if (handled) event.preventDefault();
    });
    this.setLoop(this.loop.checked);
    // Chapter chips, "Show in player" and findings' frames: pause there, with the player in view.
    document.querySelectorAll("[data-seek-time]").forEach(function (button) {
      button.addEventListener("click", function () {
        self.pauseQuietly();
        self.seek(self.frameAt(parseFloat(button.dataset.seekTime) + 0.5 / self.fps));
        if (!button.closest("[data-player]")) self.section.scrollIntoView({ block: "start" });
      });
    });
  };

  Player.prototype.pauseQuietly = function () {
    this.videos.forEach(function (video) { video.pause(); });
    this.section.classList.remove("playing");
  };

  Player.prototype.step = function (delta) {
    var from = this.playing() ? this.frameAt(this.master.currentTime) : this.frame;
    this.pauseQuietly();
    this.seek(from + delta);
  };

  // Resolves when every video knows its duration; checks it against the scene's.
  Player.prototype.ready = function () {
    var self = this;
    return Promise.all(this.videos.map(function (video) {
      return new Promise(function (resolve) {
        function check() {
          var expected = parseFloat(video.dataset.duration);
          var fps = parseFloat(video.dataset.fps) || self.fps;
          if (Math.abs(video.duration - expected) > 0.5 / fps) {
            report(video.dataset.scene + ": the video lasts " + video.duration + " s, the scene " + expected + " s");
          }
          resolve();
        }
        if (video.readyState >= 1) check();
        else {
          video.addEventListener("loadedmetadata", check, { once: true });
          video.addEventListener("error", function () { report("cannot play " + video.getAttribute("src")); resolve(); }, { once: true });
        }
      });
    }));
  };

  function copyButtons() {
    document.querySelectorAll("[data-copy]").forEach(function (button) {
      button.addEventListener("click", function () {
        var source = document.getElementById(button.dataset.copy);
        var text = source ? source.value : "";
        var label = button.textContent;
        function done() {
          button.classList.add("done");
          button.textContent = "Copied";
          setTimeout(function () { button.classList.remove("done"); button.textContent = label; }, 1400);
        }
        function fallback() {
          var area = document.createElement("textarea");
          area.value = text;
          area.style.position = "fixed";
          area.style.opacity = "0";
          document.body.appendChild(area);
          area.select();
          try { document.execCommand("copy"); done(); } catch (error) { report("copy failed: " + error.message); }
          document.body.removeChild(area);
        }
        if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback);
        else fallback();
      });
    });
  }

  function switches() {
    document.querySelectorAll("[data-role=overlay]").forEach(function (toggle) {
      var image = toggle.closest(".still-card").querySelector(".overlay-image");
      function apply() { image.hidden = !toggle.checked; }
      toggle.addEventListener("change", apply);
      apply();
    });
    document.querySelectorAll("[data-role=only-differences]").forEach(function (toggle) {
      var table = document.querySelector("[data-role=diff]");
      toggle.addEventListener("change", function () { table.classList.toggle("only-differences", toggle.checked); });
    });
  }

  // `#t=0.5` opens the player at the frame showing 0.5 s; without it, the page opens on the first chapter.
  function startFrame(player) {
    var match = /(?:^#|&)t=([0-9.]+)/.exec(location.hash);
    var time = match ? parseFloat(match[1]) : parseFloat(player.section.dataset.startTime) || 0;
    return player.frameAt(time + (match ? 0 : 0.5 / player.fps));
  }

  // Each chapter's clip loops over its stretch of the scene's video at 0.25× or 0.1×, playing while on screen.
  function clips() {
    var videos = Array.prototype.slice.call(document.querySelectorAll("video[data-clip]"));
    videos.forEach(function (video) {
      var start = parseFloat(video.dataset.start) || 0, end = parseFloat(video.dataset.end) || 0;
      var figure = video.closest(".chapter-clip");
      var out = figure.querySelector("[data-role=clip-time]");
      var rate = 0.25;
      function apply() { video.defaultPlaybackRate = rate; video.playbackRate = rate; }
      function watch() {
        if (video.currentTime >= end || video.currentTime < start - 0.001) video.currentTime = start;
        if (out) out.textContent = format(Math.min(video.currentTime, end));
        if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(watch);
      }
      // The rate is set at once (the default rate too, which a later load keeps), and the clip seeks to its start
      // now if the metadata is already there: a video that loaded before this ran fires no loadedmetadata, and
      // played at 1× from the scene's start.
      apply();
      if (video.readyState >= 1) video.currentTime = start;
      else video.addEventListener("loadedmetadata", function () { apply(); video.currentTime = start; }, { once: true });
      video.addEventListener("error", function () { report("cannot play " + video.getAttribute("src")); }, { once: true });
      if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(watch);
      else video.addEventListener("timeupdate", watch);
      video.addEventListener("ended", function () { video.currentTime = start; video.play(); });
      figure.querySelectorAll("[data-rate]").forEach(function (button) {
        button.addEventListener("click", function () {
          rate = parseFloat(button.dataset.rate);
          apply();
          figure.querySelectorAll("[data-rate]").forEach(function (other) {
            other.setAttribute("aria-pressed", String(other === button));
          });
        });
      });
    });
    if (!("IntersectionObserver" in window)) return;
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        var video = entry.target;
        if (entry.isIntersecting) {
          var played = video.play();
          if (played && played.catch) played.catch(function () {});
        } else {
          video.pause();
        }
      });
    });
    videos.forEach(function (video) { observer.observe(video); });
  }

  // Light or dark (the reader's system setting first), and the player's device frame on or off.
  function viewToggles() {
    var choices = document.querySelectorAll("[data-theme-choice]");
    function theme(name) {
      root.dataset.theme = name;
      choices.forEach(function (button) { button.setAttribute("aria-pressed", String(button.dataset.themeChoice === name)); });
      layout();
    }
    choices.forEach(function (button) { button.addEventListener("click", function () { theme(button.dataset.themeChoice); }); });
    if (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches) theme("dark");
    var frame = document.querySelector("[data-role=device-frame]");
    var player = document.querySelector("[data-player]");
    if (frame && player) {
      frame.addEventListener("change", function () { player.classList.toggle("framed", frame.checked); layout(); });
    }
  }

  // Lays the charts' labels out again and measures the page (review-layout.js), once per frame at most.
  function layout() { if (window.zoetropeLayout) window.zoetropeLayout.schedule(); }

  // The comparison of a render and its device recording: difference or onion skin.
  function compareModes() {
    Array.prototype.slice.call(document.querySelectorAll("[data-compare]")).forEach(function (figure) {
      var buttons = Array.prototype.slice.call(figure.querySelectorAll("[data-compare-mode]"));
      buttons.forEach(function (button) {
        button.addEventListener("click", function () {
          figure.dataset.compare = button.dataset.compareMode;
          buttons.forEach(function (other) { other.setAttribute("aria-pressed", String(other === button)); });
        });
      });
    });
  }

  function start() {
    compareModes();
    copyButtons();
    switches();
    viewToggles();
    clips();
    layout();
    window.addEventListener("resize", layout);
    if (document.fonts && document.fonts.ready) document.fonts.ready.then(layout);
    var section = document.querySelector("[data-player]");
    if (!section) { if (!problems.length) root.dataset.status = "ok"; return; }
    var player = new Player(section);
    window.zoetropePlayer = player;
    player.attach();
    player.ready().then(function () {
      var first = startFrame(player);
      var pending = player.videos.length;
      player.videos.forEach(function (video) {
        video.addEventListener("seeked", function () {
          pending -= 1;
          if (pending === 0 && !problems.length) root.dataset.status = "ok";
        }, { once: true });
      });
      player.seek(first);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
