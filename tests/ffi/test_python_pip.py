# SPDX-License-Identifier: MIT
"""The l5r Python package installed with pip, as a user would.

Run by ctest (ffi.python_pip) with L5R_LIB (the built library),
L5R_SOURCE_DIR and L5R_PIP_WORKDIR (a scratch folder in the build tree).
Copies examples/python there, makes a venv (--system-site-packages, for
Debian's setuptools and wheel), installs the copy with
`pip install --no-build-isolation --no-index` (nothing is downloaded), and
from another working directory, with no PYTHONPATH and no L5R_CDEF:
imports the installed package, checks what it found (the packaged cdef,
py.typed, the version), plays a short game with the sample cards (and one through l5r.env),
then
finds a library put next to the package without L5R_LIB.

Exits 77 (ctest: skipped) with the reason when venv, pip, setuptools or
wheel are missing (Debian: python3-venv python3-pip python3-setuptools
python3-wheel).
"""
import os
import shutil
import subprocess
import sys
import unittest

PYTHON = sys.executable
SOURCE_DIR = os.environ["L5R_SOURCE_DIR"]
LIB = os.environ["L5R_LIB"]
WORK = os.environ["L5R_PIP_WORKDIR"]
SKIP = 77

# What runs in the venv, from another folder: a short game.
GAME = r'''
import json, os, sys
import l5r
pkg = os.path.dirname(l5r.__file__)
out = {"file": l5r.__file__, "cdef": l5r._ffi.cdef_path,
       "lib": l5r._ffi.lib_path, "version": l5r.__version__,
       "typed": os.path.isfile(os.path.join(pkg, "py.typed"))}
try:
    from importlib.metadata import version
    out["dist_version"] = version("l5r")
except ImportError:
    out["dist_version"] = l5r.__version__
s = l5r.sample_cards()
with l5r.CardDB.from_files(s.sets, s.cards) as db:
    decks = [l5r.Deck.from_file(db, s.decks[n])
             for n in ("crab-yu", "scorpion-ninjutsu")]
    game = l5r.Game.new(db, decks, seed=7, turn_limit=4)
    moves = 0
    while not game.is_over:
        text, action = game.legal_actions()[0]
        game.apply(action)
        moves += 1
    out.update(moves=moves, over=game.is_over, turn=game.turn,
               hash="%016x" % game.hash())
import l5r.env
with l5r.env.L5REnv(turn_limit=3) as env:
    obs, info = env.reset(seed=1)
    steps, done = 0, False
    while not done:
        obs, reward, term, trunc, info = env.step(env.legal_actions()[0])
        done, steps = term or trunc, steps + 1
    out.update(env_steps=steps, env_obs=len(obs))
print(json.dumps(out))
'''


def have(module):
    return subprocess.run([PYTHON, "-c", "import " + module],
                          stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


def skip_reason():
    for module, package in (("venv", "python3-venv"),
                            ("ensurepip", "python3-venv"),
                            ("pip", "python3-pip"),
                            ("setuptools", "python3-setuptools"),
                            ("wheel", "python3-wheel")):
        if not have(module):
            return "%s cannot import %s (install %s)" % (PYTHON, module,
                                                        package)
    return None


def run(cmd, **kw):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True, **kw)
    if p.returncode != 0:
        raise AssertionError("%s failed (%d):\n%s" % (" ".join(cmd),
                                                      p.returncode, p.stdout))
    return p.stdout


class PipInstall(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        shutil.rmtree(WORK, ignore_errors=True)
        os.makedirs(WORK)
        cls.src = os.path.join(WORK, "src")
        shutil.copytree(os.path.join(SOURCE_DIR, "examples", "python"),
                        cls.src, ignore=shutil.ignore_patterns(
                            "build", "*.egg-info", "__pycache__", "*.pyc"))
        cls.venv = os.path.join(WORK, "venv")
        run([PYTHON, "-m", "venv", "--system-site-packages", cls.venv])
        cls.py = os.path.join(cls.venv, "bin", "python")
        cls.pip_log = run([os.path.join(cls.venv, "bin", "pip"), "install",
                           "--no-build-isolation", "--no-index",
                           "--disable-pip-version-check", cls.src])
        cls.elsewhere = os.path.join(WORK, "elsewhere")
        os.makedirs(cls.elsewhere)
        # No PYTHONPATH (the source tree is not on the path), no L5R_CDEF.
        cls.env = {k: v for k, v in os.environ.items()
                   if k not in ("PYTHONPATH", "L5R_CDEF", "L5R_SAMPLES")}

    def play(self, **env):
        import json
        out = run([self.py, "-c", GAME], cwd=self.elsewhere,
                  env=dict(self.env, **env))
        return json.loads(out.strip().splitlines()[-1])

    def site_packages(self):
        return run([self.py, "-c", "import sysconfig; "
                    "print(sysconfig.get_paths()['purelib'])"]).strip()

    def test_installed_and_plays(self):
        r = self.play()
        pkg = os.path.join(self.site_packages(), "l5r")
        self.assertEqual(os.path.dirname(r["file"]), pkg)
        self.assertEqual(r["cdef"], os.path.join(pkg, "l5r.cdef"))
        self.assertTrue(r["typed"], "py.typed is not installed")
        with open(os.path.join(SOURCE_DIR, "include", "l5r", "l5r.cdef"),
                  "rb") as a, open(r["cdef"], "rb") as b:
            self.assertEqual(a.read(), b.read())
        self.assertEqual(r["version"], r["dist_version"])
        self.assertTrue(r["over"])
        self.assertGreater(r["moves"], 10)
        self.assertLessEqual(r["turn"], 4)
        self.assertGreater(r["env_steps"], 0)
        self.assertGreater(r["env_obs"], 0)
        print("installed in %s; %d moves, hash %s" % (pkg, r["moves"],
                                                     r["hash"]))

    def test_samples_from_l5r_samples(self):
        r = self.play(L5R_SOURCE_DIR="/nonexistent",
                      L5R_SAMPLES=os.path.join(SOURCE_DIR, "examples",
                                               "cards"))
        self.assertTrue(r["over"])

    def test_library_next_to_the_package(self):
        pkg = os.path.join(self.site_packages(), "l5r")
        real = os.path.realpath(LIB)
        copy = os.path.join(pkg, "libl5r.so.1")
        shutil.copyfile(real, copy)
        try:
            env = dict(self.env)
            env.pop("L5R_LIB", None)
            env.pop("LD_LIBRARY_PATH", None)
            out = run([self.py, "-c", "import l5r; print(l5r._ffi.lib_path)"],
                      cwd=self.elsewhere, env=env)
            self.assertEqual(os.path.realpath(out.strip()),
                             os.path.realpath(copy))
        finally:
            os.remove(copy)


if __name__ == "__main__":
    why = skip_reason()
    if why is not None:
        print("skipped: " + why)
        sys.exit(SKIP)
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
